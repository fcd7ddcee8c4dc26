/**
 * Issue 28 item 2: what a page asks for after its first paint, until the network is idle (the
 * landing interactive and ready for the next page). Requests are counted and grouped by kind so
 * the report shows where they go; the JavaScript is sized as brotli of the built files, at the
 * quality serveWeb compresses with, the unit of the after-paint budget in budgets.json.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

export const REQUEST_KINDS = ['JS chunks', 'CSS', 'images', 'fonts', 'data/JSON', 'other'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export interface KindCount {
  kind: RequestKind
  requests: number
  /** Same-origin built files of this kind as serveWeb sends them to a brotli client (text as brotli, images and fonts as they are); cross-origin answers count 0. */
  bytes: number
  /** The files' names without their content hash, in request order, once each. */
  names: string[]
}

export interface AfterPaint {
  requests: number
  /** Brotli of the same-origin scripts requested after the first paint. */
  jsBrotli: number
  kinds: KindCount[]
}

/** One request as Resource Timing reports it. */
export interface RequestSeen {
  url: string
  /** Resource Timing's initiatorType ('script', 'link', 'img', 'css', 'fetch', …). */
  initiatorType?: string
}

const IMAGE = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i
const FONT = /\.(woff2?|ttf|otf)$/i

/** The kind of a request, from its path's extension and, without one, what started it. */
export function requestKind({ url, initiatorType }: RequestSeen): RequestKind {
  const { pathname } = new URL(url)
  if (/\.m?js$/i.test(pathname)) return 'JS chunks'
  if (/\.css$/i.test(pathname)) return 'CSS'
  if (IMAGE.test(pathname)) return 'images'
  if (FONT.test(pathname)) return 'fonts'
  if (/\.json$/i.test(pathname) || initiatorType === 'fetch' || initiatorType === 'xmlhttprequest' || initiatorType === 'beacon') return 'data/JSON'
  if (initiatorType === 'img') return 'images'
  return 'other'
}

/** A request's name for the report: the file name without Vite's `-<hash>` (a cross-origin one keeps its host). */
export function requestName(url: string, origin: string): string {
  const parsed = new URL(url)
  const file = parsed.pathname.split('/').filter(Boolean).pop() ?? parsed.pathname
  const name = file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/i, '$1')
  return parsed.origin === origin ? name : `${parsed.host}/${name}`
}

/** Brotli at serveWeb's quality (9); a file under serveWeb's 256-byte threshold goes uncompressed. */
export function brotliSize(body: Buffer): number {
  if (body.length < 256) return body.length
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length
}

/** The built file a same-origin URL names, read from `dir`; undefined for another origin or a missing file. */
export function builtFile(dir: string, url: string, origin: string): Buffer | undefined {
  const parsed = new URL(url)
  if (parsed.origin !== origin) return undefined
  const file = join(dir, decodeURIComponent(parsed.pathname))
  return existsSync(file) && !file.endsWith('/') ? readFileSync(file) : undefined
}

/**
 * Counts and groups the requests made after the first paint. `sizeOf` gives a request's size as
 * served (0 when it is not a built file of this origin); injected so the grouping is testable.
 */
export function summarizeAfterPaint(requests: readonly RequestSeen[], origin: string, sizeOf: (url: string) => number): AfterPaint {
  const kinds = new Map<RequestKind, KindCount>()
  for (const request of requests) {
    const kind = requestKind(request)
    const count = kinds.get(kind) ?? { kind, requests: 0, bytes: 0, names: [] }
    count.requests += 1
    count.bytes += sizeOf(request.url)
    const name = requestName(request.url, origin)
    if (!count.names.includes(name)) count.names.push(name)
    kinds.set(kind, count)
  }
  const ordered = REQUEST_KINDS.flatMap((kind) => (kinds.has(kind) ? [kinds.get(kind)!] : []))
  return { requests: requests.length, jsBrotli: kinds.get('JS chunks')?.bytes ?? 0, kinds: ordered }
}

/** What serveWeb compresses (serveWeb.ts COMPRESSIBLE); images and fonts go as they are. */
const COMPRESSIBLE = /\.(html|m?js|css|json|svg|txt|map|webmanifest)$/i

/** `summarizeAfterPaint` over the built files in `dir`, each file compressed once. */
export function afterPaintOfBuild(requests: readonly RequestSeen[], origin: string, dir: string): AfterPaint {
  const sizes = new Map<string, number>()
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) {
      const body = builtFile(dir, url, origin)
      sizes.set(url, !body ? 0 : COMPRESSIBLE.test(new URL(url).pathname) ? brotliSize(body) : body.length)
    }
    return sizes.get(url)!
  }
  return summarizeAfterPaint(requests, origin, sizeOf)
}
