import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema } from '../../../schemas/payments/wire'
import { usePaymentsDirs } from './paymentsFixture'
import { sandboxCheckoutPage } from './sandboxCheckout'
import { createSandboxProvider } from './sandboxProvider'
import { loadSession } from './sandboxStore'

usePaymentsDirs()
const NOW = new Date('2026-03-01T10:00:00Z')
const provider = () => createSandboxProvider({ pageUrl: 'http://127.0.0.1:5001/demo-funnels/us-central1/sandboxCheckout', now: () => NOW })
const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }

async function paidSession(onboardingType: string, priceOptionId: string): Promise<string> {
  const request = checkoutRequestSchema.parse({ provider: 'stripe', onboardingType, priceOptionId, countryCode: 'US', customerEmail: 'ada@example.com', successUrl: 'https://funnels.test/x?session_id={CHECKOUT_SESSION_ID}', metadata: {} })
  const { sessionId } = await provider().createCheckout(request, 'uid-1')
  await sandboxCheckoutPage({ method: 'POST', query: { session: sessionId }, form: { session: sessionId, ...CARD } }, NOW)
  return sessionId
}

describe('sandbox refunds and cancellations', () => {
  it('refunds a paid one-time session once: the file records the refund, a second call answers the same refund', async () => {
    const id = await paidSession('parentingexp', 'parenting_v1.default.videoCourse.usd')
    const first = await provider().refund({ sessionId: id, transactionId: null }, { idempotencyKey: 'order-1' })
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_sandbox_[0-9a-f]{24}$/), amount: 27, currency: 'USD' })
    expect(await provider().refund({ sessionId: id, transactionId: null }, { idempotencyKey: 'order-1' })).toEqual(first)
    expect((await loadSession(id, NOW))?.refund).toEqual({ id: first.refundId, amount: 27, currency: 'USD', createdAt: NOW.toISOString() })
  })

  it('a trial that charged nothing is not refunded but can be cancelled, and stays cancelled', async () => {
    const id = await paidSession('leadership', 'leadership_v1.default.yearly.usd')
    await expect(provider().refund({ sessionId: id, transactionId: null }, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'failed-precondition' })
    const target = { sessionId: id, transactionId: null, subscriptionId: 'sub_x' }
    expect(await provider().cancelSubscription(target)).toEqual({ canceledAt: NOW })
    expect(await provider().cancelSubscription(target)).toEqual({ canceledAt: NOW })
    expect(await loadSession(id, NOW)).toMatchObject({ canceledAt: NOW.toISOString() })
    expect((await loadSession(id, NOW))?.refund).toBeUndefined()
  })

  it('an unknown session is not-found', async () => {
    await expect(provider().refund({ sessionId: 'cs_sandbox_000000000000000000000000', transactionId: null }, { idempotencyKey: 'k' })).rejects.toMatchObject({ code: 'not-found' })
  })
})
