/**
 * The lake's request and response, whichever protocol carried them (HTTP/1.1, HTTP/1.1 over
 * TLS, HTTP/2), and Sanity's error and CORS conventions.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { gzipSync } from 'node:zlib'
import type * as z from 'zod'

/** What the lake reads of a request: node:http's and node:http2's compatibility requests both fit. */
export interface LakeRequest extends AsyncIterable<unknown> {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
}

/** What the lake writes to a response: node:http's and node:http2's compatibility responses both fit. */
export interface LakeResponse {
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown
  write(chunk: string | Uint8Array): boolean
  end(chunk?: string | Uint8Array): unknown
  on(event: 'close', listener: () => void): unknown
  readonly headersSent: boolean
}

/** One request with what every route needs to answer it. */
export interface Exchange {
  req: LakeRequest
  res: LakeResponse
  method: string
  url: URL
  /** `http://host:port` or `https://host:port`: where this request came in, for URLs in answers. */
  baseUrl: string
}

/** An answer other than 200: thrown by a route, written by the router. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

export const notFound = (message: string) => new HttpError(404, { error: 'Not Found', message, statusCode: 404 })
export const badRequest = (message: string) => new HttpError(400, { error: { description: message, type: 'httpBadRequest' } })
export const conflict = (message: string, type = 'mutationError') => new HttpError(409, { error: { description: message, type } })

export const forbidden = (message: string) => new HttpError(403, { error: { description: message, type: 'httpForbidden' }, statusCode: 403 })

/** Requests from the Studio's origin, marked by the router (writeGuard.ts): only they get credentials. */
const fromStudio = new WeakSet<LakeRequest>()
export const markFromStudio = (req: LakeRequest) => void fromStudio.add(req)

/**
 * CORS: the Studio's origin by name, credentials included (it sends `withCredentials`, which a
 * `*` answer would refuse); any other page may read published content, without credentials.
 */
export function corsHeaders(req: LakeRequest): OutgoingHttpHeaders {
  const origin = req.headers.origin
  if (!origin || !fromStudio.has(req)) return { 'access-control-allow-origin': '*' }
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': 'content-length, content-type, etag, last-modified',
    vary: 'origin',
  }
}

/**
 * The answer to a preflight request: for the Studio every method the lake serves, for other
 * pages reading only (POST carries long queries); every header asked for.
 */
export function preflightHeaders(req: LakeRequest): OutgoingHttpHeaders {
  const requested = req.headers['access-control-request-headers']
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': fromStudio.has(req) ? 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' : 'GET, HEAD, POST, OPTIONS',
    'access-control-allow-headers': requested ?? 'authorization, content-type',
    'access-control-max-age': '600',
    // Chromium asks before a page on one local address reads from another.
    ...(req.headers['access-control-request-private-network'] ? { 'access-control-allow-private-network': 'true' } : {}),
  }
}

/** Below this an answer goes as it is: gzip's header and the CPU would cost more than they save. */
const COMPRESS_FROM_BYTES = 1024

/** Whether the client takes gzip (`Accept-Encoding: gzip`, not refused with `;q=0`). */
export function acceptsGzip(req: LakeRequest): boolean {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  return accepted.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().split(';')
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
  })
}

/**
 * A JSON answer, gzipped when the client takes it, as Sanity's API and CDN answer: a funnel's
 * content is about 150 KB of JSON and some 20 KB compressed.
 */
export function sendJson(exchange: Exchange, status: number, body: unknown): void {
  const headers = { ...corsHeaders(exchange.req), 'content-type': 'application/json; charset=utf-8' }
  if (body === undefined) {
    exchange.res.writeHead(status, headers)
    exchange.res.end()
    return
  }
  const json = Buffer.from(JSON.stringify(body))
  if (json.length < COMPRESS_FROM_BYTES || !acceptsGzip(exchange.req)) {
    exchange.res.writeHead(status, headers)
    exchange.res.end(json)
    return
  }
  exchange.res.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: [headers.vary, 'accept-encoding'].filter(Boolean).join(', ') })
  exchange.res.end(gzipSync(json))
}

export async function readBody(req: LakeRequest, limitBytes = 200 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk))
    size += buffer.length
    if (size > limitBytes) throw new HttpError(413, { error: { description: 'Request body too large', type: 'httpPayloadTooLarge' } })
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body and checks it against `schema`; anything else is a 400 naming the problem. */
export async function readJson<T>(req: LakeRequest, schema: z.ZodType<T>): Promise<T> {
  const text = (await readBody(req)).toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(text || '{}')
  } catch {
    throw badRequest('The request body is not JSON')
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(`The request body does not fit: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`)
  return parsed.data
}
