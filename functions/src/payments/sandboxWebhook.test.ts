import Stripe from 'stripe'
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutRequestSchema } from '../../../schemas/payments/wire'
import { recordCheckoutSession } from '../backOffice/checkoutSessions'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeServices } from '../fulfilment/fulfilmentFixture'
import { startLocalWebhookServer, type LocalWebhookServer } from '../webhooks/localWebhookServer'
import { stripeWebhookHandler } from '../webhooks/stripeWebhook'
import { usePaymentsDirs } from './paymentsFixture'
import { sandboxCheckoutPage } from './sandboxCheckout'
import { createSandboxProvider } from './sandboxProvider'
import { deliverSandboxEvent } from './sandboxWebhook'
import { sandboxWebhookSecret } from './sandboxWebhookSecret'

usePaymentsDirs()
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' }
const SUCCESS_URL = 'https://funnels.test/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}'

interface Received {
  body: string
  signature: string
}

/** A local endpoint: records each POST and answers with `answer(n)` (default 200). */
async function endpoint(answer: (request: Received, index: number) => Promise<number> | number = () => 200) {
  const received: Received[] = []
  const server = await startLocalWebhookServer(async (request, response) => {
    const entry = { body: request.rawBody?.toString('utf8') ?? '', signature: String(request.headers['stripe-signature']) }
    received.push(entry)
    response.status(await answer(entry, received.length - 1)).send('{}')
  })
  servers.push(server)
  return { url: server.url, received }
}
const servers: LocalWebhookServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const checkout = (onboardingType: string, priceOptionId: string) =>
  checkoutRequestSchema.parse({ provider: 'stripe', onboardingType, priceOptionId, countryCode: 'US', customerEmail: 'Ada@Example.com', successUrl: SUCCESS_URL, metadata: {} })
const provider = () => createSandboxProvider({ pageUrl: 'http://127.0.0.1:5001/demo-funnels/us-central1/sandboxCheckout' })
const pay = (session: string, webhookUrl: string) => sandboxCheckoutPage({ method: 'POST', query: { session }, form: { session, ...GOOD_CARD }, webhookUrl })

describe('the sandbox’s webhook events', () => {
  it('a paid trial sends checkout.session.completed, customer.subscription.created and invoice.paid, each verifying with the sandbox’s secret', async () => {
    const hook = await endpoint()
    const { sessionId } = await provider().createCheckout(checkout('leadership', 'yearly'), 'uid-1')
    expect((await pay(sessionId, hook.url)).status).toBe(303)
    const secret = await sandboxWebhookSecret()
    expect(secret).toMatch(/^whsec_sandbox_[0-9a-f]{48}$/)
    const events = hook.received.map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, secret!))
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'])
    expect(events[0]).toMatchObject({
      id: expect.stringMatching(/^evt_sandbox_/),
      livemode: false,
      data: { object: { id: sessionId, mode: 'subscription', payment_status: 'no_payment_required', client_reference_id: 'uid-1', customer_details: { email: 'Ada@Example.com' }, amount_total: 0, currency: 'usd', subscription: expect.stringMatching(/^sub_sandbox_/) } },
    })
    expect(events[1]).toMatchObject({ data: { object: { status: 'trialing', id: (events[0]?.data.object as { subscription: string }).subscription } } })
    expect(() => Stripe.webhooks.constructEvent(hook.received[0]!.body, hook.received[0]!.signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError)
  })

  it('a one-time payment sends checkout.session.completed and payment_intent.succeeded with the amount in minor units', async () => {
    const hook = await endpoint()
    const { sessionId } = await provider().createCheckout(checkout('parentingexp', 'parenting_v1.default.videoCourse.usd'), 'uid-1')
    await pay(sessionId, hook.url)
    const events = hook.received.map(({ body }) => JSON.parse(body) as { type: string; data: { object: Record<string, unknown> } })
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded'])
    expect(events[1]?.data.object).toMatchObject({ id: expect.stringMatching(/^pi_sandbox_/), amount_received: 2700, currency: 'usd' })
  })

  it('a failed delivery is retried with back-off; an endpoint that never answers 2xx is given up and logged', async () => {
    const flaky = await endpoint((_request, index) => (index === 0 ? 500 : 200))
    expect(await deliverSandboxEvent('charge.refunded', { id: 'ch_1' }, flaky.url, { backOffMs: [5, 5] })).toBe(true)
    expect(flaky.received).toHaveLength(2)
    const down = await endpoint(() => 503)
    expect(await deliverSandboxEvent('charge.refunded', { id: 'ch_1' }, down.url, { backOffMs: [5, 5] })).toBe(false)
    expect(down.received).toHaveLength(3)
  })

  it('processes starting together agree on one secret', async () => {
    const secrets = await Promise.all([sandboxWebhookSecret(), sandboxWebhookSecret(), sandboxWebhookSecret()])
    expect(new Set(secrets).size).toBe(1)
    expect(await sandboxWebhookSecret({ SANDBOX_WEBHOOK_SECRET: 'whsec_fixed' })).toBe('whsec_fixed')
  })
})

describe.each(DATABASE_ENGINES)('a sandbox purchase reaching the webhook on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('pays, and the order is fulfilled before the card page answers, without the visitor ever returning', async () => {
    const fake = fakeServices()
    const handler = stripeWebhookHandler({ db: () => database.db, env: process.env, confirm: { services: fake.services } })
    // The real handler behind a local HTTP endpoint, reached the way the emulator reaches it.
    const hook = await startLocalWebhookServer(handler)
    servers.push(hook)
    const { sessionId } = await provider().createCheckout(checkout('leadership', 'yearly'), 'uid-1')
    await recordCheckoutSession(database.db, {
      id: sessionId, provider: 'sandbox', account: 'main', uid: 'uid-1', onboardingType: 'leadership', priceOptionId: 'leadership_v1.default.yearly.usd', planId: 'yearly', pricingSet: 'default',
      discountPercent: null, currency: 'USD', amount: 59.99, interval: 'year', trialDays: 7, mode: 'subscription', email: 'ada@example.com', language: 'en', variants: {}, variables: {}, idempotencyKey: null,
    })
    expect((await pay(sessionId, hook.url)).status).toBe(303)

    expect(await database.db.selectFrom('orders').select(['kind', 'status', 'checkoutSessionId']).execute()).toEqual([{ kind: 'trial', status: 'confirmed', checkoutSessionId: sessionId }])
    expect(await database.db.selectFrom('subscriptions').select(['status']).execute()).toEqual([{ status: 'trialing' }])
    expect(await database.db.selectFrom('invoices').select(['status', 'amount']).execute()).toEqual([{ status: 'paid', amount: '0.00' }])
    expect(fake.sent.map((email) => email.templateKey).sort()).toEqual(['courseAccess', 'welcome'])
    expect(await database.db.selectFrom('webhookEvents').select(['account']).where('processedAt', 'is not', null).execute()).toEqual([{ account: 'sandbox' }, { account: 'sandbox' }, { account: 'sandbox' }])
  })
})
