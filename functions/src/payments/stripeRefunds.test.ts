import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from 'firebase-functions/logger'
import { createStripeProvider } from './stripeProvider'
import { serveRefunds, startStripeStandIn, type StripeStandIn } from './stripeStandIn'

let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
})
afterAll(() => stripe.close())
beforeEach(() => {
  stripe.requests.length = 0
  vi.spyOn(logger, 'warn').mockImplementation(() => {})
})

const provider = () => createStripeProvider({ secretKey: 'sk_test_main', host: '127.0.0.1', port: stripe.port, protocol: 'http', maxNetworkRetries: 0 })
const posts = (path: string) => stripe.requests.filter((request) => request.method === 'POST' && request.path === path)

describe('Stripe refunds and cancellations', () => {
  it('a one-time payment: refunds its payment intent once, whatever the number of retries with the same key', async () => {
    serveRefunds(stripe, { paymentIntents: { pi_1: { amount: 2700, currency: 'usd' } } })
    const target = { sessionId: 'cs_test_1', transactionId: 'pi_1' }
    const first = await provider().refund(target, { idempotencyKey: 'refund-order-1' })
    const again = await provider().refund(target, { idempotencyKey: 'refund-order-1' })
    expect(first).toEqual({ refundId: 're_1', amount: 27, currency: 'USD' })
    expect(again).toEqual(first)
    expect(posts('/v1/refunds').map((request) => [request.params.payment_intent, request.params.reason, request.idempotencyKey])).toEqual([
      ['pi_1', 'requested_by_customer', 'refund-order-1'],
      ['pi_1', 'requested_by_customer', 'refund-order-1'],
    ])
  })

  it('a subscription: refunds the payment of its latest invoice that charged money', async () => {
    serveRefunds(stripe, {
      paymentIntents: { pi_year: { amount: 5999, currency: 'eur' } },
      invoices: { sub_1: [['in_trial_end', 5999, 'pi_year'], ['in_trial_start', 0, null]] },
    })
    expect(await provider().refund({ sessionId: 'cs_test_2', transactionId: 'sub_1' }, { idempotencyKey: 'k' })).toEqual({ refundId: 're_1', amount: 59.99, currency: 'EUR' })
    const list = stripe.requests.find((request) => request.path === '/v1/invoices')
    expect(list?.params).toMatchObject({ subscription: 'sub_1', status: 'paid' })
  })

  it('a subscription that never charged: failed-precondition, and no refund is asked of Stripe', async () => {
    serveRefunds(stripe, { paymentIntents: {}, invoices: { sub_2: [['in_trial_start', 0, null]] } })
    await expect(provider().refund({ sessionId: 'cs_test_3', transactionId: 'sub_2' }, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'failed-precondition' })
    expect(posts('/v1/refunds')).toEqual([])
  })

  it('a hosted Checkout session without a recorded transaction: its payment intent comes from the session', async () => {
    serveRefunds(stripe, { paymentIntents: { pi_9: { amount: 100, currency: 'pln' } } })
    stripe.route('GET', '/v1/checkout/sessions/cs_test_9', () => ({ body: { id: 'cs_test_9', object: 'checkout.session', payment_intent: 'pi_9', subscription: null } }))
    expect(await provider().refund({ sessionId: 'cs_test_9', transactionId: null }, { idempotencyKey: 'k9' })).toMatchObject({ amount: 1, currency: 'PLN' })
  })

  it('cancels a subscription at once and answers Stripe’s cancellation time', async () => {
    serveRefunds(stripe, { paymentIntents: {} })
    expect(await provider().cancelSubscription({ sessionId: 'cs_test_1', transactionId: 'sub_7', subscriptionId: 'sub_7' })).toEqual({ canceledAt: new Date(1_780_000_000_000) })
    expect(stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['DELETE /v1/subscriptions/sub_7'])
  })
})
