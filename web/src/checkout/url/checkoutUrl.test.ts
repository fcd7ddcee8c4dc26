import { describe, expect, it } from 'vitest'
import type { PriceOption } from '../../../../schemas/payments/wire'
import { checkoutUrl } from './checkoutUrl'

const priceOption: PriceOption = { id: 'price_yearly', planId: 'yearly', lookupKey: 'leadership_v1', productId: 'prod_1', amount: 59.99, currency: 'USD', interval: 'year', trialDays: 7 }
const base = {
  origin: 'https://quiz.example',
  basePath: '/leadership',
  onboardingType: 'leadership',
  priceOption,
  countryCode: 'PL',
  email: 'anna@example.com',
  firebaseUserId: 'uid-1',
}

const paramsOf = (url: string) => Object.fromEntries(new URL(url, 'https://quiz.example').searchParams)

describe('checkout URL (spec 2.3)', () => {
  it('lives at {base}/checkout and carries every parameter, with the defaults', () => {
    const url = checkoutUrl(base)
    expect(url.startsWith('/leadership/checkout?')).toBe(true)
    expect(paramsOf(url)).toEqual({
      onboardingType: 'leadership',
      priceOption: JSON.stringify(priceOption),
      countryCode: 'PL',
      email: 'anna@example.com',
      firebaseUserId: 'uid-1',
      pricingSet: 'default',
      metadata: '{}',
      productInfo: '',
      successUrl: 'https://quiz.example/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://quiz.example/leadership/checkout?payment_cancelled=true',
    })
  })

  it('adds the tier to both return URLs when the metadata has one, and JSON product info', () => {
    const params = paramsOf(checkoutUrl({ ...base, pricingSet: 'second', metadata: { tier: 'gold' }, productInfo: { format: 'videoCourse' } }))
    expect(params.pricingSet).toBe('second')
    expect(params.productInfo).toBe('{"format":"videoCourse"}')
    expect(params.successUrl).toMatch(/payment_return=true&session_id=\{CHECKOUT_SESSION_ID\}&tier=gold$/)
    expect(params.cancelUrl).toMatch(/payment_cancelled=true&tier=gold$/)
  })
})
