/**
 * The payment callables (spec 7) and the sandbox's card page. Payloads arrive parsed by
 * defineCallable with the wire schemas (schemas/payments/wire.ts). The server decides the price
 * (visitorPricing.ts: the visitor's recorded variants, the paywall they can see, the geo
 * country); a session is bound to the uid that created it (boundCheckout.ts) and its status is
 * shown to that uid only. Status is always the provider's own record: the browser's
 * payment_return=true is never taken as proof.
 */
import { logger } from 'firebase-functions/logger'
import { HttpsError } from 'firebase-functions/v2/https'
import type { PricingAnswer, PricingRequest, StatusAnswer, StatusRequest, CheckoutAnswer, ElementsAnswer } from '../../../schemas/payments/wire'
import type { CallContext } from '../callable'
import { checkoutSessionById, ownsSession } from '../backOffice/checkoutSessions'
import { confirmForCaller } from '../fulfilment/confirmForCaller'
import { providerFor, statusFromProviders } from './accounts'
import { createBoundSession } from './boundCheckout'
import type { CheckoutInput, ElementsInput } from './provider'
import { sandboxCheckoutPage } from './sandboxCheckout'
import { sandboxWebhookUrl } from './urls'
import { decidePricing, defaultPaymentServices, recordClaims, type PaymentServices } from './visitorPricing'

/** The prices of the visitor's own arm, in the country the geo header says; the request's set and discount are hints. */
export async function getPaymentPrices(payload: PricingRequest, context: CallContext, services: PaymentServices = defaultPaymentServices()): Promise<PricingAnswer> {
  const decided = await decidePricing(services, payload, context)
  const request = { ...payload, countryCode: decided.countryCode, pricingSet: decided.arm.pricingSet, metadata: decided.metadata }
  const answer = await providerFor(payload.onboardingType, context, services.env).getPrices(request)
  await recordClaims(services.db(), context.authUid, payload.onboardingType, decided)
  return { ...answer, options: answer.options.filter((option) => decided.arm.planIds.includes(option.planId)) }
}

export async function createPaymentCheckout(payload: CheckoutInput, context: CallContext, services: PaymentServices = defaultPaymentServices()): Promise<CheckoutAnswer> {
  return createBoundSession('checkout', payload, context, services)
}

/**
 * Only the visitor who created the session learns its status: a call without a token is
 * 'unauthenticated' before any lookup (it learns not even whether the session exists), another
 * uid gets 'permission-denied' with nothing of the session in it.
 */
export async function getPaymentStatus(payload: StatusRequest, context: CallContext, services: PaymentServices = defaultPaymentServices()): Promise<StatusAnswer> {
  if (!context.authUid) throw new HttpsError('unauthenticated', 'getPaymentStatus needs a signed-in visitor: a payment session belongs to the visitor who made it')
  const session = await checkoutSessionById(services.db(), payload.sessionId)
  if (!session) throw new HttpsError('not-found', `Unknown payment session '${payload.sessionId}'`)
  if (!ownsSession(session, context.authUid)) throw new HttpsError('permission-denied', 'This payment session belongs to another visitor')
  const status = await statusFromProviders(payload.sessionId, context, services.env)
  // Paid: the order is recorded and fulfilled now, webhook or not, before the answer lets the
  // visitor on to the purchase pages (their entitlement reads that order).
  await confirmForCaller(status, context.authUid, services.db)
  return status
}

export async function createElementsSubscription(payload: ElementsInput, context: CallContext, services: PaymentServices = defaultPaymentServices()): Promise<ElementsAnswer> {
  return createBoundSession('elements', payload, context, services)
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
