/**
 * The payment callables (spec 7) and the sandbox's card page. Payloads arrive parsed by
 * defineCallable with the wire schemas (schemas/payments/wire.ts); the caller's uid from the auth
 * token is recorded with each session (Stripe: client_reference_id). Status is always the
 * provider's own record: the browser's payment_return=true is never taken as proof.
 */
import { logger } from 'firebase-functions/logger'
import type { PricingAnswer, PricingRequest, StatusAnswer, StatusRequest, CheckoutAnswer, ElementsAnswer } from '../../../schemas/payments/wire'
import type { CallContext } from '../callable'
import { confirmForCaller } from '../fulfilment/confirmForCaller'
import { providerFor, statusFromProviders } from './accounts'
import type { CheckoutInput, ElementsInput } from './provider'
import { sandboxCheckoutPage } from './sandboxCheckout'
import { sandboxWebhookUrl } from './urls'

export async function getPaymentPrices(payload: PricingRequest, context: CallContext): Promise<PricingAnswer> {
  return providerFor(payload.onboardingType, context).getPrices(payload)
}

export async function createPaymentCheckout(payload: CheckoutInput, context: CallContext): Promise<CheckoutAnswer> {
  return providerFor(payload.onboardingType, context).createCheckout(payload, context.authUid)
}

export async function getPaymentStatus(payload: StatusRequest, context: CallContext): Promise<StatusAnswer> {
  const status = await statusFromProviders(payload.sessionId, context)
  // The caller's own paid session is recorded and fulfilled now, webhook or not (never another visitor's).
  await confirmForCaller(status, context.authUid)
  return status
}

export async function createElementsSubscription(payload: ElementsInput, context: CallContext): Promise<ElementsAnswer> {
  return providerFor(payload.onboardingType, context).createElementsSubscription(payload, context.authUid)
}

/** The parts of Express's request and response the card page uses. */
export interface HttpRequest {
  method: string
  query: Record<string, unknown>
  body?: unknown
  rawBody?: Buffer
  headers?: Record<string, string | string[] | undefined>
}
export interface HttpResponse {
  status(code: number): HttpResponse
  set(headers: Record<string, string>): HttpResponse
  send(body: string): unknown
}

const stringsOf = (record: object): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(record).map(([key, value]: [string, unknown]) => [key, typeof value === 'string' ? value : undefined]))

/** The functions framework parses urlencoded bodies into an object; anything else is read from the raw bytes. */
function formOf(request: HttpRequest): Record<string, string | undefined> {
  const { body } = request
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) return stringsOf(body)
  const raw = typeof body === 'string' ? body : (request.rawBody?.toString('utf8') ?? '')
  return Object.fromEntries(new URLSearchParams(raw))
}

/** The onRequest handler behind `sandboxCheckout`. */
export async function serveSandboxCheckout(request: HttpRequest, response: HttpResponse): Promise<void> {
  try {
    const header = (name: string) => [request.headers?.[name]].flat()[0]
    const webhookUrl = request.headers ? sandboxWebhookUrl({ header }) : null
    const page = await sandboxCheckoutPage({ method: request.method, query: stringsOf(request.query), form: formOf(request), webhookUrl })
    response.status(page.status).set(page.headers).send(page.body)
  } catch (error) {
    logger.error('sandboxCheckout failed', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
    response.status(500).set({ 'content-type': 'text/plain; charset=utf-8' }).send('The test payment page failed; the cause is in the server log.')
  }
}
