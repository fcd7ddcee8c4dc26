/**
 * One database engine with the real back office in front of it, in this process: the migrated
 * database, createPaymentCheckout, the sandbox's card page and the stripeWebhook handler behind
 * a local HTTP server the card page posts its signed events to. A purchase is a checkout call,
 * a good card on the card page, and the webhook's fulfilment of the order; each database query
 * is timed by Kysely's `log` and charged to the call it ran in (AsyncLocalStorage).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { checkoutRequestSchema } from '../../schemas/payments/wire'
import { createContentReader, type FetchContent } from '../../functions/src/completion/contentReader'
import { sinkCoursePlatform } from '../../functions/src/completion/coursePlatform'
import { sinkMarketingList } from '../../functions/src/completion/marketingList'
import { outboxProvider } from '../../functions/src/completion/outbox'
import { openDatabase, type Db } from '../../functions/src/db/database'
import { migrateToLatest } from '../../functions/src/db/migrate'
import { fakeContext } from '../../functions/src/fakeContext'
import { createPaymentCheckout } from '../../functions/src/payments/callables'
import { createPricingContentReader } from '../../functions/src/payments/pricingContent'
import { sandboxCheckoutPage } from '../../functions/src/payments/sandboxCheckout'
import { startLocalWebhookServer } from '../../functions/src/webhooks/localWebhookServer'
import { stripeWebhookHandler, type WebhookResponse } from '../../functions/src/webhooks/stripeWebhook'
import type { TimedCall } from './backOfficeStats'
import { fulfilmentComplete, WebhookArrivals } from './webhookArrivals'

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bench Buyer' }
/** Alternating, as the issue asks: a leadership trial (subscription, no charge) and a screendetox package (one-time). */
const PURCHASES = [
  { onboardingType: 'leadership', priceOptionId: 'leadership_v1.default.yearly.usd', countryCode: 'US', metadata: { resultName: 'The Coach', funnelName: 'Leadership', checkoutType: 'checkout' } },
  { onboardingType: 'screendetox', priceOptionId: 'screendetox_v1.default.gold.pln', countryCode: 'PL', metadata: { funnelName: 'Screen detox', checkoutType: 'checkout' } },
] as const

export interface PurchaseTiming {
  checkout: TimedCall
  /** The webhook handler's call for checkout.session.completed. */
  webhook: TimedCall
  /** From that request's arrival to the order's fulfilment observed complete. */
  latencyMs: number
  /** True when fulfilment was not yet complete as the handler answered (it was then polled). */
  polled: boolean
}

export interface BackOfficeRig {
  purchase(): Promise<PurchaseTiming>
  close(): Promise<void>
}

/** `url` is a migrated-or-empty PostgreSQL; `fetchContent` answers the funnel content queries (a lake, or the seed). */
export async function openBackOfficeRig(url: string, fetchContent: FetchContent, runId: string): Promise<BackOfficeRig> {
  const migrator = openDatabase(url, 1)
  try {
    await migrateToLatest(migrator as never)
  } finally {
    await migrator.destroy()
  }
  const timing = new AsyncLocalStorage<TimedCall>()
  const db: Db = openDatabase(url, 5, (event) => {
    const call = timing.getStore()
    if (!call) return
    call.dbMs += event.queryDurationMillis
    call.queries += 1
  })
  // The completeness checks are the bench's own reads: another pool, never charged to a call.
  const checks: Db = openDatabase(url, 2)
  // One content reader per rig, as one per function instance: cached after the warm-up.
  const completionContent = createContentReader(fetchContent)
  const completionServices = () => ({ content: completionContent, mail: outboxProvider, courses: sinkCoursePlatform, marketing: sinkMarketingList })
  const handler = stripeWebhookHandler({ db: () => db, env: process.env, confirm: { services: completionServices } })
  const arrivals = new WebhookArrivals((sessionId) => fulfilmentComplete(checks, sessionId))
  const server = await startLocalWebhookServer(async (request, response) => {
    const arrivedAt = performance.now()
    const call: TimedCall = { totalMs: 0, dbMs: 0, queries: 0 }
    // The answer is held until the bench's completeness check has read the database, so the
    // sender's next event never runs beside the check (one purchase at a time stays one at a time).
    let answer = () => undefined as unknown
    const held: WebhookResponse = {
      status: (code) => (response.status(code), held),
      set: (headers) => (response.set(headers), held),
      send: (body) => void (answer = () => response.send(body)),
    }
    await timing.run(call, () => handler(request, held))
    call.totalMs = performance.now() - arrivedAt
    await arrivals.answered(request.rawBody, arrivedAt, call)
    answer()
  })
  const paymentServices = { db: () => db, content: createPricingContentReader(fetchContent), env: process.env }
  const host = new URL(server.url).host
  let count = 0

  return {
    async purchase() {
      const index = (count += 1)
      const uid = `bench-${runId}-${index}`
      const payload = checkoutRequestSchema.parse({
        provider: 'stripe',
        ...PURCHASES[index % PURCHASES.length]!,
        customerEmail: `${uid}@example.com`,
        successUrl: `http://${host}/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`,
        locale: 'en',
      })
      const checkout: TimedCall = { totalMs: 0, dbMs: 0, queries: 0 }
      const started = performance.now()
      const { sessionId } = await timing.run(checkout, () => createPaymentCheckout(payload, fakeContext({ authUid: uid, headers: { host } }), paymentServices))
      checkout.totalMs = performance.now() - started
      const fulfilled = arrivals.expect(sessionId)
      const page = await sandboxCheckoutPage({ method: 'POST', query: { session: sessionId }, form: { session: sessionId, ...GOOD_CARD }, webhookUrl: server.url })
      if (page.status !== 303) throw new Error(`The card page answered ${page.status} for ${sessionId}`)
      const { webhook, latencyMs, polled } = await fulfilled
      return { checkout, webhook, latencyMs, polled }
    },
    async close() {
      arrivals.cancelAll()
      await server.close()
      await Promise.all([db.destroy(), checks.destroy()])
    },
  }
}
