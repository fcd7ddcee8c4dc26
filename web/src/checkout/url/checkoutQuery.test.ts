import { describe, expect, it } from 'vitest'
import type { PriceOption } from '../../../../schemas/payments/wire'
import { checkoutUrl } from './checkoutUrl'
import { readCheckoutEntry, successUrlFor } from './checkoutQuery'
import { providerAnswer } from '../../funnel/providerReturn'

const origin = 'https://quiz.example'
const priceOption: PriceOption = { id: 'price_m', planId: 'demo-monthly', lookupKey: 'leadership_v2', productId: 'prod_1', amount: 9.99, currency: 'USD', interval: 'month', trialDays: 7 }
const payload = {
  onboardingType: 'demo',
  priceOption,
  countryCode: 'PL',
  email: 'anna@example.com',
  firebaseUserId: 'u1',
  pricingSet: 'default',
  metadata: { checkoutType: 'inline', abLabel: 'default', tier: 'gold' },
  productInfo: null,
}
const search = (route: string) => route.slice(route.indexOf('?'))
const fresh = () => search(checkoutUrl({ origin, basePath: '/demo', ...payload }))
const without = (name: string) => {
  const query = new URLSearchParams(fresh())
  query.delete(name)
  return `?${query.toString()}`
}
const withParam = (name: string, value: string) => {
  const query = new URLSearchParams(fresh())
  query.set(name, value)
  return `?${query.toString()}`
}

describe('readCheckoutEntry', () => {
  it('reads the paywall\'s checkout URL back (checkoutUrl builds it)', () => {
    expect(readCheckoutEntry(fresh(), origin)).toEqual({
      kind: 'fresh',
      checkout: {
        ...payload,
        checkoutType: 'inline',
        successUrl: 'https://quiz.example/demo/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}&tier=gold',
        cancelUrl: 'https://quiz.example/demo/checkout?payment_cancelled=true&tier=gold',
      },
    })
  })

  it('defaults: checkout type checkout, country US, pricing set default, empty e-mail', () => {
    const query = new URLSearchParams(fresh())
    query.set('metadata', '{}')
    query.delete('countryCode')
    query.delete('pricingSet')
    query.set('email', '')
    const entry = readCheckoutEntry(`?${query.toString()}`, origin)
    expect(entry).toMatchObject({ kind: 'fresh', checkout: { checkoutType: 'checkout', countryCode: 'US', pricingSet: 'default', email: '', metadata: {} } })
    expect(readCheckoutEntry(withParam('countryCode', 'de'), origin)).toMatchObject({ checkout: { countryCode: 'DE' } })
  })

  it.each([
    ['onboardingType missing', without('onboardingType')],
    ['priceOption missing', without('priceOption')],
    ['priceOption not JSON', withParam('priceOption', '{id: price_m')],
    ['priceOption without an id', withParam('priceOption', JSON.stringify({ ...priceOption, id: '' }))],
    ['metadata not JSON', withParam('metadata', 'checkoutType=inline')],
    ['successUrl missing', without('successUrl')],
    ['successUrl on another site', withParam('successUrl', 'https://evil.example/after')],
  ])('calls the URL invalid when %s', (_, query) => {
    expect(readCheckoutEntry(query, origin).kind).toBe('invalid')
  })

  it('reads the provider\'s return and cancel, and needs a real session id on return', () => {
    expect(readCheckoutEntry('?payment_return=true&session_id=cs_test_1&tier=gold', origin)).toEqual({ kind: 'return', sessionId: 'cs_test_1' })
    expect(readCheckoutEntry('?payment_cancelled=true', origin)).toEqual({ kind: 'cancelled' })
    expect(readCheckoutEntry('?payment_return=true', origin).kind).toBe('invalid')
    expect(readCheckoutEntry('?payment_return=true&session_id={CHECKOUT_SESSION_ID}', origin).kind).toBe('invalid')
  })
})

describe('successUrlFor', () => {
  it('puts the session id in place of the placeholder', () => {
    expect(successUrlFor('https://quiz.example/demo/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}', 'cs 1')).toBe(
      'https://quiz.example/demo/checkout?payment_return=true&session_id=cs%201',
    )
  })
})

describe("readCheckoutEntry and the prerendered checkout's head script", () => {
  it("answer the same for the provider's URLs (funnel/providerReturn.ts)", () => {
    for (const search of ['?payment_return=true&session_id=cs_1', '?payment_cancelled=true', '?payment_return=true&session_id=']) {
      expect(readCheckoutEntry(search, 'https://example.com')).toEqual(providerAnswer(search))
    }
  })
})
