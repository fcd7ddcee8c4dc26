/**
 * A local HTTP stand-in for the Stripe API, for tests: it records each request (method, path,
 * the form-encoded parameters as Stripe's bracket keys, e.g. `line_items[0][price]`) and answers
 * with what the test's route returns. The SDK reaches it through host, port and protocol, so the
 * requests are exactly what the SDK would send to Stripe.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  params: Record<string, string>
  /** Repeated keys (lookup_keys[], expand[]) in order. */
  all: [string, string][]
  authorization: string | undefined
  /** The Idempotency-Key header the SDK sends for a create with `{ idempotencyKey }`. */
  idempotencyKey: string | undefined
}

export interface StandInAnswer {
  status?: number
  body: unknown
}

export type Route = (request: RecordedRequest) => StandInAnswer | undefined

export interface StripeStandIn {
  port: number
  requests: RecordedRequest[]
  /** Routes are tried newest first; none answering is a 404 resource_missing, as Stripe says it. */
  route(method: string, path: string | RegExp, answer: (request: RecordedRequest) => StandInAnswer): void
  close(): Promise<void>
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = []
  const routes: { method: string; path: string | RegExp; answer: (request: RecordedRequest) => StandInAnswer }[] = []
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in')
      const body = await bodyOf(request)
      const all = [...url.searchParams, ...new URLSearchParams(body)]
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path: url.pathname, params: Object.fromEntries(all), all, authorization: request.headers.authorization, idempotencyKey: request.headers['idempotency-key'] as string | undefined }
      requests.push(recorded)
      const route = [...routes].reverse().find((candidate) => candidate.method === recorded.method && (typeof candidate.path === 'string' ? candidate.path === recorded.path : candidate.path.test(recorded.path)))
      const answer = route?.answer(recorded) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${recorded.path}'` } },
      }
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` })
      response.end(JSON.stringify(answer.body))
    })()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    route: (method, path, answer) => void routes.push({ method, path, answer }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
