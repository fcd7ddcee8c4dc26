/**
 * Generated bad requests for the HTTP functions (webhook, card page, unsubscribe, cancel trial),
 * sent to the real handler with a fake response as their own tests do. Each must answer with a
 * status below 500 and a body, and a refusal (4xx) writes nothing.
 */
import { badPayloads, describePayload, folderBytes, jsonText, seededRandom, tableCounts, tally } from './fuzzKit'
import type { Db } from '../db/database'

export interface FakeRequest {
  method: string
  query: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
  body?: unknown
  rawBody?: Buffer
}

export interface Answer {
  status: number
  body: string
}

const METHODS = ['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'get', 'constructor', '__proto__', 'TOSTRING']

/** The framework hands a handler an object for the query and parsed body; anything else is wrapped the way a bare value would arrive. */
const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value })

/** `count` requests: bad queries (from `query`), bad bodies (from `body`), odd methods, raw bytes; `sign` may turn a raw body into a signed one. */
export function badRequests(count: number, seed: number, base: { query: Record<string, unknown>; body: Record<string, unknown>; headers?: FakeRequest['headers'] }, sign?: (raw: string) => FakeRequest['headers']): FakeRequest[] {
  const random = seededRandom(seed)
  const queries = badPayloads(base.query, count, seed)
  const bodies = badPayloads(base.body, count, seed + 1)
  return queries.map(({ data: query }, index) => {
    const method = METHODS[Math.floor(random() * METHODS.length)] as string
    const body = bodies[index]?.data
    const raw = typeof body === 'string' ? body : jsonText(body)
    const headers = sign && random() < 0.5 ? sign(raw) : { ...base.headers, ...(random() < 0.3 ? { 'stripe-signature': describePayload(query && typeof query === 'object' ? Object.values(query)[0] : query) } : {}) }
    return { method, query: asObject(query), headers, body: random() < 0.5 ? body : raw, rawBody: Buffer.from(raw) }
  })
}

export interface HttpFuzzTarget {
  name: string
  handler: (request: FakeRequest, response: FakeResponse) => Promise<void>
  requests: FakeRequest[]
  db: () => Db
  folders?: () => string[]
}

export interface FakeResponse {
  status(code: number): FakeResponse
  set(headers: Record<string, string>): FakeResponse
  send(body: string): unknown
}

/** Status counts ('200', '400', …); throws on a 5xx, a thrown handler, a missing answer, or a refusal that wrote. */
export async function fuzzHttp({ name, handler, requests, db, folders = () => [] }: HttpFuzzTarget): Promise<Record<string, number>> {
  const statuses: string[] = []
  const snapshot = async () => `${await tableCounts(db())} ${folders().map(folderBytes).join(',')}`
  let before = await snapshot()
  for (const request of requests) {
    const sent: Answer = { status: 0, body: '' }
    const response: FakeResponse = {
      status: (code) => ((sent.status = code), response),
      set: () => response,
      send: (body) => (sent.body = body),
    }
    const described = () => `${name} ${request.method} query=${describePayload(request.query)} body=${describePayload(request.body)}`
    try {
      await handler(request, response)
    } catch (error) {
      throw new Error(`${described()} threw: ${String(error)}`, { cause: error })
    }
    if (sent.status < 200 || sent.status >= 500) throw new Error(`${described()} answered ${sent.status}: ${sent.body.slice(0, 300)}`)
    if (sent.status !== 405 && sent.body.length === 0) throw new Error(`${described()} answered ${sent.status} with no body`)
    const after = await snapshot()
    if (sent.status >= 400 && after !== before) throw new Error(`${described()} answered ${sent.status} but wrote: ${before} → ${after}`)
    before = after
    statuses.push(String(sent.status))
  }
  return tally(statuses)
}
