import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeServices, givenCheckoutSession, type FakeServices } from '../fulfilment/fulfilmentFixture'
import { startStripeStandIn, type StripeStandIn } from '../payments/stripeStandIn'
import { stripeWebhookHandler } from './stripeWebhook'
import { deliver, rowCounts, stripeEvent } from './webhookFixture'

const MAIN_SECRET = 'whsec_test_main'
const SANDBOX_SECRET = 'whsec_test_sandbox'
const T = 1_777_000_000

const checkoutSession = (overrides: Record<string, unknown> = {}) => ({
  id: 'cs_test_leadership_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: 'no_payment_required',
  mode: 'subscription',
  customer: 'cus_1',
  customer_details: { email: 'ada@example.com' },
  customer_email: null,
  client_reference_id: 'uid-buyer',
  metadata: { planId: 'yearly', trialDays: '7' },
  line_items: { object: 'list', data: [], has_more: false },
  amount_total: 0,
  currency: 'usd',
  subscription: 'sub_1',
  payment_intent: null,
  ...overrides,
})

const subscription = (status: string, overrides: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  status,
  trial_end: null,
  cancel_at_period_end: false,
  canceled_at: null,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: T + 30 * 86_400 }] },
  ...overrides,
})

describe.each(DATABASE_ENGINES)('stripeWebhook on %s', (engine) => {
  const database = useTestDatabase(engine)
  let stripe: StripeStandIn
  let fake: FakeServices
  let handler: ReturnType<typeof stripeWebhookHandler>

  beforeAll(async () => {
    stripe = await startStripeStandIn()
  })
  afterAll(() => stripe.close())
  beforeEach(() => {
    stripe.requests.length = 0
    stripe.route('GET', '/v1/checkout/sessions/cs_test_leadership_1', () => ({ body: checkoutSession() }))
    fake = fakeServices()
    const env = {
      STRIPE_SECRET_KEY_MAIN: 'sk_test_main',
      STRIPE_WEBHOOK_SECRET_MAIN: MAIN_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      // screendetox has no key: the sandbox serves it, with this secret.
      SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    }
    handler = stripeWebhookHandler({ db: () => database.db, env, confirm: { services: fake.services } })
  })

  const send = (event: object, secret = MAIN_SECRET) => deliver(handler, event, secret)
  const completed = (id?: string) => stripeEvent('checkout.session.completed', checkoutSession(), T, id)
  const templates = () => fake.sent.map((email) => email.templateKey).sort()

  it('a missing or bad signature answers 400 and writes nothing', async () => {
    await givenCheckoutSession(database.db)
    const before = await rowCounts(database.db)
    expect((await deliver(handler, completed(), MAIN_SECRET, null)).status).toBe(400)
    expect((await deliver(handler, completed(), 'whsec_forged')).status).toBe(400)
    expect((await deliver(handler, completed(), MAIN_SECRET, 't=1,v1=deadbeef')).status).toBe(400)
    expect(await rowCounts(database.db)).toEqual(before)
    expect(stripe.requests).toEqual([])
    expect(fake.sent).toEqual([])
  })

  it('a signed event whose object lacks what is read answers 400 naming the field, and writes nothing', async () => {
    const before = await rowCounts(database.db)
    const answer = await send(stripeEvent('invoice.paid', { object: 'invoice', amount_paid: 'lots' }, T))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toMatch(/Malformed invoice.paid object: .*id/)
    expect(await rowCounts(database.db)).toEqual(before)
  })

  it('checkout.session.completed confirms from Stripe’s own record; the same event again is answered and not processed', async () => {
    await givenCheckoutSession(database.db)
    const event = completed('evt_once')
    expect(await send(event)).toEqual({ status: 200, body: { received: true } })
    expect(await send(event)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect(stripe.requests.map((request) => request.path)).toEqual(['/v1/checkout/sessions/cs_test_leadership_1'])
    expect(await database.db.selectFrom('orders').select(['kind', 'status', 'transactionId']).execute()).toEqual([{ kind: 'trial', status: 'confirmed', transactionId: 'sub_1' }])
    expect(templates()).toEqual(['courseAccess', 'welcome'])
    expect(await database.db.selectFrom('webhookEvents').select(['id', 'account', 'type']).where('processedAt', 'is not', null).execute()).toEqual([
      { id: 'evt_once', account: 'main', type: 'checkout.session.completed' },
    ])
  })

  it('two deliveries at once: one order and one e-mail per purpose', async () => {
    await givenCheckoutSession(database.db)
    fake.delayMs = 30
    const event = completed('evt_twice')
    const answers = await Promise.all([send(event), send(event)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await database.db.selectFrom('orders').select('id').execute()).toHaveLength(1)
    expect(templates()).toEqual(['courseAccess', 'welcome'])
    expect(await database.db.selectFrom('emailJobs').select('id').execute()).toHaveLength(3)
  })

  it('customer.subscription.updated before checkout.session.completed: the subscription ends in the event’s state, linked to the order', async () => {
    await givenCheckoutSession(database.db)
    expect((await send(stripeEvent('customer.subscription.updated', subscription('active'), T + 10))).status).toBe(200)
    expect((await send(completed())).status).toBe(200)
    const order = await database.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()
    expect(await database.db.selectFrom('subscriptions').select(['id', 'status', 'orderId', 'currentPeriodEnd', 'stateAt']).execute()).toEqual([
      { id: 'sub_1', status: 'active', orderId: order.id, currentPeriodEnd: new Date((T + 30 * 86_400) * 1000), stateAt: new Date((T + 10) * 1000) },
    ])
  })

  it('an older subscription event after a newer one is ignored', async () => {
    await send(stripeEvent('customer.subscription.updated', subscription('past_due'), T + 100))
    await send(stripeEvent('customer.subscription.created', subscription('trialing', { trial_end: T + 7 * 86_400 }), T))
    expect(await database.db.selectFrom('subscriptions').select(['status', 'trialEnd']).execute()).toEqual([{ status: 'past_due', trialEnd: null }])
    await send(stripeEvent('customer.subscription.updated', subscription('active'), T + 200))
    expect(await database.db.selectFrom('subscriptions').select('status').execute()).toEqual([{ status: 'active' }])
  })

  it('invoice.payment_failed and invoice.paid are recorded; a late failure does not undo a payment', async () => {
    const invoice = (id: string) => ({ id, object: 'invoice', currency: 'usd', amount_due: 5999, amount_paid: 0, parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } })
    await send(stripeEvent('invoice.payment_failed', invoice('in_1'), T))
    await send(stripeEvent('invoice.paid', { ...invoice('in_2'), amount_paid: 5999 }, T))
    await send(stripeEvent('invoice.payment_failed', invoice('in_2'), T + 1))
    expect(await database.db.selectFrom('invoices').select(['id', 'status', 'amount', 'currency', 'subscriptionId']).orderBy('id').execute()).toEqual([
      { id: 'in_1', status: 'payment_failed', amount: '59.99', currency: 'USD', subscriptionId: 'sub_1' },
      { id: 'in_2', status: 'paid', amount: '59.99', currency: 'USD', subscriptionId: 'sub_1' },
    ])
  })

  it('charge.refunded: the refund the waiting room requested is completed, the order refunded, its pending e-mails cancelled', async () => {
    await givenCheckoutSession(database.db)
    await send(completed())
    const order = await database.db.selectFrom('orders').select('id').executeTakeFirstOrThrow()
    await database.db.insertInto('refunds').values({ orderId: order.id, providerRefundId: 're_1', amount: 59.99, currency: 'USD', status: 'requested', requestedBy: 'uid-buyer' }).execute()
    const charge = { id: 'ch_1', object: 'charge', amount_refunded: 5999, currency: 'usd', payment_intent: 'pi_unrelated', refunds: { object: 'list', data: [{ id: 're_1', reason: 'requested_by_customer' }] } }
    expect((await send(stripeEvent('charge.refunded', charge, T + 50))).status).toBe(200)
    expect(await database.db.selectFrom('refunds').select(['providerRefundId', 'status', 'requestedBy']).execute()).toEqual([{ providerRefundId: 're_1', status: 'succeeded', requestedBy: 'uid-buyer' }])
    expect(await database.db.selectFrom('orders').select(['status', 'closedAt']).executeTakeFirst()).toEqual({ status: 'refunded', closedAt: expect.any(Date) })
    expect(await database.db.selectFrom('emailJobs').select(['state', 'cancelReason']).distinct().execute()).toEqual([{ state: 'cancelled', cancelReason: 'refunded' }])
  })

  it('charge.refunded of a one-time purchase nobody requested in the app: the refund row is created by the payment intent', async () => {
    await givenCheckoutSession(database.db, { mode: 'payment', trialDays: null, interval: 'once', onboardingType: 'parentingexp', variants: {} })
    stripe.route('GET', '/v1/checkout/sessions/cs_test_leadership_1', () => ({ body: checkoutSession({ mode: 'payment', payment_status: 'paid', amount_total: 2700, subscription: null, payment_intent: 'pi_1' }) }))
    await send(completed())
    expect(await database.db.selectFrom('orders').select(['kind', 'amount', 'transactionId']).execute()).toEqual([{ kind: 'one_time', amount: '27.00', transactionId: 'pi_1' }])
    await send(stripeEvent('charge.refunded', { id: 'ch_1', amount_refunded: 2700, currency: 'usd', payment_intent: 'pi_1', refunds: { data: [{ id: 're_9' }] } }))
    expect(await database.db.selectFrom('refunds').select(['providerRefundId', 'amount', 'status']).execute()).toEqual([{ providerRefundId: 're_9', amount: '27.00', status: 'succeeded' }])
    expect(await database.db.selectFrom('orders').select('status').execute()).toEqual([{ status: 'refunded' }])
  })

  it('customer.subscription.deleted: canceled, the order cancelled and its pending e-mails too', async () => {
    await givenCheckoutSession(database.db)
    await send(completed())
    await send(stripeEvent('customer.subscription.deleted', subscription('canceled', { canceled_at: T + 60 }), T + 60))
    expect(await database.db.selectFrom('subscriptions').select(['status', 'canceledAt']).execute()).toEqual([{ status: 'canceled', canceledAt: new Date((T + 60) * 1000) }])
    expect(await database.db.selectFrom('orders').select('status').execute()).toEqual([{ status: 'cancelled' }])
    expect(await database.db.selectFrom('emailJobs').select('state').distinct().execute()).toEqual([{ state: 'cancelled' }])
  })

  it('an event signed with the sandbox’s secret is the sandbox’s; other event types are answered and recorded', async () => {
    expect((await send(stripeEvent('customer.created', { id: 'cus_9' }, T, 'evt_other'), SANDBOX_SECRET)).status).toBe(200)
    expect(await database.db.selectFrom('webhookEvents').select(['id', 'account', 'type']).where('processedAt', 'is not', null).execute()).toEqual([
      { id: 'evt_other', account: 'sandbox', type: 'customer.created' },
    ])
  })

  it('a failure answers 500 and the retry resumes the unfinished work', async () => {
    await givenCheckoutSession(database.db, { variants: {} })
    fake.failNextSend = true
    const event = completed('evt_retry')
    expect((await send(event)).status).toBe(500)
    expect(await database.db.selectFrom('webhookEvents').select('processedAt').execute()).toEqual([{ processedAt: null }])
    expect((await send(event)).status).toBe(200)
    expect(templates()).toEqual(['courseAccess', 'welcome'])
  })
})
