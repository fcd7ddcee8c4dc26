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

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value)

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
      const recorded: RecordedRequest = { method: request.method ?? 'GET', path: url.pathname, params: Object.fromEntries(all), all, authorization: request.headers.authorization, idempotencyKey: headerText(request.headers['idempotency-key']) }
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

/** What serveRefunds knows of the account: payment intents with their amount, subscriptions' paid invoices. */
export interface RefundableAccount {
  paymentIntents: Record<string, { amount: number; currency: string }>
  /** Newest first, as Stripe lists them: [invoice id, amount paid, the paying payment intent]. */
  invoices?: Record<string, [string, number, string | null][]>
}

/**
 * Stripe's refund and cancellation endpoints over a small account: POST /v1/refunds (an
 * Idempotency-Key seen before answers the first refund, as Stripe does), GET /v1/invoices with
 * their payments, DELETE /v1/subscriptions/:id.
 */
export function serveRefunds(standIn: StripeStandIn, account: RefundableAccount): void {
  const byKey = new Map<string, unknown>()
  standIn.route('POST', '/v1/refunds', (request) => {
    const known = request.idempotencyKey ? byKey.get(request.idempotencyKey) : undefined
    if (known) return { body: known }
    const intent = account.paymentIntents[request.params.payment_intent ?? '']
    if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${request.params.payment_intent}'` } } }
    const refund = { id: `re_${byKey.size + 1}`, object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: request.params.payment_intent, status: 'succeeded' }
    if (request.idempotencyKey) byKey.set(request.idempotencyKey, refund)
    return { body: refund }
  })
  standIn.route('GET', '/v1/invoices', (request) => {
    const invoices = account.invoices?.[request.params.subscription ?? ''] ?? []
    const data = invoices.map(([id, paid, intent]) => ({
      id,
      object: 'invoice',
      status: 'paid',
      amount_paid: paid,
      payments: { object: 'list', has_more: false, data: intent ? [{ id: `inpay_${id}`, object: 'invoice_payment', status: 'paid', payment: { type: 'payment_intent', payment_intent: intent } }] : [] },
    }))
    return { body: { object: 'list', data, has_more: false, url: '/v1/invoices' } }
  })
  standIn.route('DELETE', /^\/v1\/subscriptions\/sub_\w+$/, (request) => ({
    body: { id: request.path.split('/').pop(), object: 'subscription', status: 'canceled', canceled_at: 1_780_000_000 },
  }))
}
