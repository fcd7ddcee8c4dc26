import Stripe from 'stripe'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeServices } from '../fulfilment/fulfilmentFixture'
import { cancelTrialHandler } from '../lifecycle/cancelTrial'
import { cancelTrialToken } from '../lifecycle/cancelTrialLink'
import { unsubscribeHandler } from '../mail/unsubscribe'
import { unsubscribeToken } from '../mail/unsubscribeLink'
import { checkoutRequestSchema } from '../../../schemas/payments/wire'
import { runCallable } from '../callable'
import { fakeContext } from '../fakeContext'
import { createPaymentCheckout, serveSandboxCheckout } from '../payments/callables'
import { seedPaymentServices } from '../payments/paymentServicesFixture'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { stripeWebhookHandler } from '../webhooks/stripeWebhook'
import { badRequests, fuzzHttp, type FakeRequest } from './fuzzHttp'

const dirs = usePaymentsDirs()
const database = useTestDatabase(DATABASE_ENGINES[0])
const db = () => database.db
const folders = () => [dirs.dir]
const SECRET = 'fuzz-secret'
const WEBHOOK_SECRET = 'whsec_fuzz'
const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })

const report = (name: string, statuses: Record<string, number>) => {
  console.info(name, statuses)
  return statuses
}

let orderId = ''
beforeEach(async () => {
  orderId = await insertOrder(database.db, { uid: 'uid-fuzz', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0 })
})

describe('the HTTP functions, fuzzed', () => {
  // Half the bodies are signed with the endpoint's secret: a signed event of a type the webhook does not handle is recorded and answered 200, as Stripe's are.
  it('stripeWebhook: unsigned, forged and signed garbage is a 4xx that writes nothing', async () => {
    const handler = stripeWebhookHandler({ db, env: { SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET }, confirm: { services: fakeServices().services } })
    const sign = (raw: string) => ({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET }) })
    const base = { id: 'evt_fuzz', object: 'event', type: 'checkout.session.completed', created: 1_777_000_000, livemode: false, data: { object: { id: 'cs_sandbox_0123456789abcdef01234567', object: 'checkout.session' } } }
    const requests = badRequests(1000, 24, { query: {}, body: base }, sign).map((request): FakeRequest => ({ ...request, method: 'POST' }))
    const statuses = report('stripeWebhook', await fuzzHttp({ name: 'stripeWebhook', handler: handler as never, requests, db, folders }))
    expect(statuses['400']).toBeGreaterThan(800)
  }, 60_000)

  it('sandboxCheckout, around an open session of the caller', async () => {
    const services = seedPaymentServices(database)
    const purchase = { provider: 'stripe', onboardingType: 'screendetoxexp', priceOptionId: 'screendetox_v1.default.vip.pln', countryCode: 'PL', customerEmail: 'ola@example.com', successUrl: 'http://localhost:5173/screendetoxexp/checkout?session_id={CHECKOUT_SESSION_ID}' }
    const { sessionId } = await runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services), purchase, fakeContext({ authUid: 'uid-fuzz' }))
    // A declined card first, so many requests reach the card check before one pays.
    const base = { query: { session: sessionId, embedded: '1' }, body: { session: sessionId, number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: 'Ada' } }
    const statuses = report('sandboxCheckout', await fuzzHttp({ name: 'sandboxCheckout', handler: serveSandboxCheckout as never, requests: badRequests(1000, 24, base), db, folders }))
    expect(statuses['405']).toBeGreaterThan(300)
  }, 60_000)

  it('unsubscribe', async () => {
    const handler = unsubscribeHandler({ db, env: { UNSUBSCRIBE_SECRET: SECRET } })
    const base = { query: { token: unsubscribeToken('ada@example.com', SECRET), lang: 'pl' }, body: { 'List-Unsubscribe': 'One-Click' } }
    const statuses = report('unsubscribe', await fuzzHttp({ name: 'unsubscribe', handler: handler as never, requests: badRequests(1000, 24, base), db, folders }))
    expect(statuses['400']).toBeGreaterThan(250)
  }, 60_000)

  it('cancelTrial', async () => {
    const handler = cancelTrialHandler({ db, env: { UNSUBSCRIBE_SECRET: SECRET }, providerOf: () => provider })
    const base = { query: { token: cancelTrialToken(orderId, SECRET), lang: 'pl' }, body: {} }
    const statuses = report('cancelTrial', await fuzzHttp({ name: 'cancelTrial', handler: handler as never, requests: badRequests(1000, 24, base), db, folders }))
    expect(statuses['400']).toBeGreaterThan(250)
  }, 60_000)
})
