// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { StatusAnswer } from '../../../../schemas/payments/wire'
import { adEventFor, analyticsFor } from '../../platform/events/eventRouting'
import type { ProductEvent } from '../../platform/events/events'

const paid: StatusAnswer = {
  sessionId: 'cs_1',
  status: 'complete',
  paymentStatus: 'paid',
  paid: true,
  mode: 'subscription',
  customerId: 'cus_1',
  customerEmail: 'anna@example.com',
  priceOptionId: 'price_yearly',
  planId: 'deeps-yearly',
  lookupKey: 'ds_v1',
  productId: 'prod_1',
  amount: 23.99,
  fullPrice: 59.99,
  discountedPrice: 23.99,
  currency: 'USD',
  interval: 'year',
  transactionId: 'sub_1',
}

// Each test is a fresh page load: the module's memory and the event hook start empty.
async function load() {
  vi.resetModules()
  const events = await import('../../platform/events/events')
  const raised: ProductEvent[] = []
  events.onEvent((event) => raised.push(event))
  return { raised, ...(await import('./paymentEvents')) }
}

beforeEach(() => {
  window.sessionStorage.clear()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

describe('Payment started', () => {
  it('carries the price, the visitor and one item, and routes to begin_checkout and InitiateCheckout', async () => {
    const { raised, reportPaymentStarted } = await load()
    reportPaymentStarted(
      { id: 'price_yearly', planId: 'deeps-yearly', lookupKey: 'ds_v1', productId: 'prod_1', amount: 23.99, originalAmount: 59.99, currency: 'USD', interval: 'year', discountPercent: 60 },
      { email: 'anna@example.com', firebaseUserId: 'u1' },
    )
    expect(raised).toEqual([
      {
        id: 'paymentStarted',
        name: 'Payment started',
        params: {
          fullPrice: 59.99,
          discountedPrice: 23.99,
          currency: 'USD',
          interval: 'year',
          priceId: 'price_yearly',
          lookupKey: 'ds_v1',
          productId: 'prod_1',
          email: 'anna@example.com',
          firebaseUserId: 'u1',
          items: [{ item_id: 'price_yearly', item_name: 'deeps-yearly', price: 23.99 }],
        },
      },
    ])
    expect(analyticsFor(raised[0]!)).toMatchObject({ name: 'begin_checkout', params: { currency: 'USD', value: 23.99, items: [{ item_id: 'price_yearly' }] } })
    expect(adEventFor(raised[0]!)).toMatchObject({ eventName: 'InitiateCheckout', customData: { currency: 'USD', value: 23.99, firebaseUserId: 'u1' } })
  })

  it('has no discounted price without a discount', async () => {
    const { paymentStartedParams } = await load()
    expect(paymentStartedParams({ id: 'p', amount: 9.99, currency: 'USD' }, {})).toEqual({ fullPrice: 9.99, currency: 'USD', priceId: 'p', items: [{ item_id: 'p', item_name: 'p', price: 9.99 }] })
  })
})

describe('purchase events', () => {
  it('raises Payment completed with the purchase params once per session id, even after a reload', async () => {
    const first = await load()
    expect(first.reportPurchaseOnce(paid, 'deeps', { firebaseUserId: 'u1' })).toBe(true)
    expect(first.reportPurchaseOnce(paid, 'deeps', { firebaseUserId: 'u1' })).toBe(false)
    expect(first.raised).toHaveLength(1)
    expect(first.raised[0]).toEqual({
      id: 'paymentCompleted',
      name: 'Payment completed',
      params: {
        transaction_id: 'sub_1',
        affiliation: 'deeps',
        amount: 23.99,
        fullPrice: 59.99,
        discountedPrice: 23.99,
        currency: 'USD',
        interval: 'year',
        customerId: 'cus_1',
        email: 'anna@example.com',
        firebaseUserId: 'u1',
        priceId: 'price_yearly',
        lookupKey: 'ds_v1',
        productId: 'prod_1',
        items: [{ item_id: 'price_yearly', item_name: 'deeps-yearly', price: 23.99 }],
        tax: 0,
        shipping: 0,
        coupon: 'DISCOUNT_60',
      },
    })
    expect(analyticsFor(first.raised[0]!)).toMatchObject({ name: 'purchase', params: { transaction_id: 'sub_1', affiliation: 'deeps', currency: 'USD', value: 23.99, tax: 0, shipping: 0, coupon: 'DISCOUNT_60' } })
    expect(adEventFor(first.raised[0]!)).toMatchObject({ eventName: 'Purchase', customData: { currency: 'USD', value: 23.99 } })

    const reloaded = await load()
    expect(reloaded.reportPurchaseOnce(paid, 'deeps')).toBe(false)
    expect(reloaded.raised).toEqual([])
  })

  it('raises Trial Completed for a trial (trial days, or nothing charged), without a coupon when undiscounted', async () => {
    const { raised, reportPurchaseOnce } = await load()
    reportPurchaseOnce({ ...paid, sessionId: 'cs_trial', amount: 0, trialDays: 7, discountedPrice: undefined, fullPrice: 29.99 }, 'leadership')
    reportPurchaseOnce({ ...paid, sessionId: 'cs_free_now', amount: 0, discountedPrice: undefined, fullPrice: 29.99 }, 'leadership')
    expect(raised.map((event) => event.name)).toEqual(['Trial Completed', 'Trial Completed'])
    expect(raised[0]!.params).not.toHaveProperty('coupon')
    expect(analyticsFor(raised[0]!)).toMatchObject({ name: 'trial_completed', params: { value: 0, currency: 'USD' } })
  })

  it('never raises a purchase for a session the server did not call paid', async () => {
    const { raised, reportPurchaseOnce } = await load()
    expect(reportPurchaseOnce({ ...paid, paid: false, paymentStatus: 'unpaid', status: 'open' }, 'deeps')).toBe(false)
    expect(raised).toEqual([])
  })
})
