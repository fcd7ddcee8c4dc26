/**
 * Serves a production build the way Firebase Hosting serves it: hashed assets cached for a
 * year, HTML revalidated on every visit, text compressed (brotli, else gzip) for clients that
 * accept it, a funnel's prerendered landing (`<basePath>/index.html`) at its base path, and the
 * app shell (`index.html`) for every other route. `npm start`, the end-to-end tests and the
 * benchmark all serve through this, so what they measure is what a visitor gets.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { inlineScriptHashes, localOrigins, securityHeaders, type HeaderOrigins } from './securityHeaders'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.webmanifest'])
/** Below this a compressed answer saves less than its headers cost (Firebase Hosting's rule of thumb). */
const MIN_COMPRESS_BYTES = 256

export type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the client accepts: brotli, then gzip; `q=0` refuses one. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return 'identity'
}

/**
 * The file that answers `pathname` in `dir`, or undefined for a missing asset (404). Paths
 * that leave `dir` are refused the same way. `exists` says which files there are (by default
 * the disk's; the server passes the build it loaded).
 */
export function resolveFile(dir: string, pathname: string, exists: (file: string) => boolean = isFile): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '')
  if (relative.split(sep).includes('..')) return undefined
  const file = join(dir, relative)
  if (relative !== '' && exists(file)) return file
  const landing = join(file, 'index.html')
  if (exists(landing)) return landing
  // A missing file with an extension is a missing asset, not a route of the app.
  if (extname(relative) !== '') return undefined
  return join(dir, 'index.html')
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

interface Body {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

export interface WebServer {
  url: string
  close(): Promise<void>
}

/** Loopback only: the local build is for this machine, never for the network it is on. */
const LOOPBACK = ['127.0.0.1', '::1']

/**
 * Starts the server on `port` of the loopback addresses (127.0.0.1 and localhost both reach it).
 * Every answer carries the security headers (securityHeaders.ts); the inline scripts of the
 * build's pages are allowed by their hashes, the local services by `origins` (by default those
 * the environment points the build at).
 */
export async function serveWeb({ dir, port, origins = localOrigins() }: { dir: string; port: number; origins?: HeaderOrigins }): Promise<WebServer> {
  if (!isFile(join(dir, 'index.html'))) throw new Error(`No build in ${dir} (index.html is missing); build the app first`)
  const files = filesUnder(dir)
  const scriptHashes = files.filter((file) => extname(file) === '.html').flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))
  const security = securityHeaders({ ...origins, scriptHashes, https: false })
  // The build is read once, whole (a few MB): a later build written into `dir` (npm run build, a
  // second npm start) changes nothing a visitor of this server gets until it restarts.
  const bodies = new Map<string, Body>(files.map((file) => [file, { identity: readFileSync(file) }]))
  const bodyOf = (file: string): Body => {
    const body = bodies.get(file)
    if (!body) throw new Error(`${file} is not part of the build this server loaded`)
    return body
  }
  const encoded = (file: string, encoding: Encoding): Buffer => {
    const body = bodyOf(file)
    if (encoding === 'identity') return body.identity
    body[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.identity.length } })
        : gzipSync(body.identity, { level: 9 })
    return body[encoding]
  }

  // Compressed up front, as a CDN holds them: the first visitor's requests never wait for brotli.
  for (const file of files) {
    if (!COMPRESSIBLE.has(extname(file)) || bodyOf(file).identity.length < MIN_COMPRESS_BYTES) continue
    encoded(file, 'br')
    encoded(file, 'gzip')
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...security, Allow: 'GET, HEAD' }).end()
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = resolveFile(dir, pathname, (candidate) => bodies.has(candidate))
    if (!file) {
      response.writeHead(404, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`)
      return
    }
    const extension = extname(file)
    const size = bodyOf(file).identity.length
    const encoding = COMPRESSIBLE.has(extension) && size >= MIN_COMPRESS_BYTES ? chooseEncoding(request.headers['accept-encoding']) : 'identity'
    const body = encoded(file, encoding)
    response.writeHead(200, {
      ...security,
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    try {
      handle(request, response)
    } catch (error) {
      console.error('[web] failed to answer', request.url, error)
      if (!response.headersSent) response.writeHead(500, security).end()
    }
  }
  const servers: Server[] = []
  for (const address of LOOPBACK) {
    const server = createServer(answer)
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, address, () => resolve())
      })
      servers.push(server)
    } catch (error) {
      // A machine without IPv6 has no ::1; 127.0.0.1 is the one that must work.
      if (address === '127.0.0.1' || !(error instanceof Error && 'code' in error && error.code === 'EADDRNOTAVAIL')) {
        await Promise.all(servers.map((started) => new Promise((resolve) => started.close(resolve))))
        throw error
      }
    }
  }
  return {
    url: `http://localhost:${port}`,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections()
              server.close(() => resolve())
            }),
        ),
      ).then(() => undefined),
  }
}
