// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PricingAnswer } from '../../../../schemas/payments/wire'
import { callBackend, visitorUserId } from '../../platform/firebase/backend'
import { cachedPricing, getPricing, preloadPricing } from './getPricing'
import { PRICING_CACHE_MS, pricingCacheKey } from './pricingCache'

vi.mock('../../platform/firebase/backend', () => ({ callBackend: vi.fn(), visitorUserId: vi.fn() }))
const backend = vi.mocked(callBackend)

const answer = (amount: number, pricingSet = 'default'): PricingAnswer => ({
  lookupKey: 'leadership_v1',
  countryCode: 'US',
  pricingSet,
  currency: 'USD',
  options: [{ id: 'price_yearly', planId: 'yearly', lookupKey: 'leadership_v1', productId: 'prod_1', amount, currency: 'USD', interval: 'year', trialDays: 7 }],
})

/** A backend call the test settles by hand. */
function pendingCall() {
  let resolveCall: (value: unknown) => void = () => {}
  backend.mockImplementationOnce(() => new Promise((resolve) => (resolveCall = resolve)))
  return { resolve: (value: unknown) => resolveCall(value) }
}

beforeEach(() => {
  vi.useFakeTimers()
  window.localStorage.clear()
  backend.mockReset()
  // Prices are asked as the signed-in visitor (the server reads their recorded variants).
  vi.mocked(visitorUserId).mockResolvedValue('visitor-uid')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('getPricing (spec 4 "Pricing", spec 7 getPaymentPrices)', () => {
  it('calls getPaymentPrices with the card provider and the defaults: country US, pricing set default, empty metadata', async () => {
    backend.mockResolvedValueOnce(answer(59.99))
    await expect(getPricing({ onboardingType: 'leadership' })).resolves.toEqual(answer(59.99))
    expect(backend).toHaveBeenCalledWith('getPaymentPrices', { provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} })
  })

  it('sends the pricing set, metadata and product info it is given', async () => {
    backend.mockResolvedValueOnce(answer(27))
    const lookup = { onboardingType: 'parentingexp', countryCode: 'PL', pricingSet: 'low', metadata: { abLabel: 'low' }, productInfo: { format: 'videoCourse' } }
    await getPricing(lookup)
    expect(backend).toHaveBeenCalledWith('getPaymentPrices', { provider: 'stripe', ...lookup })
  })

  it('answers from the cache for 10 minutes, then asks again', async () => {
    backend.mockResolvedValueOnce(answer(59.99)).mockResolvedValueOnce(answer(49.99))
    await getPricing({ onboardingType: 'leadership' })
    vi.advanceTimersByTime(PRICING_CACHE_MS - 1)
    await expect(getPricing({ onboardingType: 'leadership' })).resolves.toEqual(answer(59.99))
    expect(cachedPricing({ onboardingType: 'leadership' })).toEqual(answer(59.99))
    expect(backend).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(cachedPricing({ onboardingType: 'leadership' })).toBeUndefined()
    await expect(getPricing({ onboardingType: 'leadership' })).resolves.toEqual(answer(49.99))
    expect(backend).toHaveBeenCalledTimes(2)
  })

  it('keeps the cache in browser storage under pricingCache, so a reload within 10 minutes asks nobody', async () => {
    backend.mockResolvedValueOnce(answer(59.99))
    await getPricing({ onboardingType: 'leadership', countryCode: 'PL' })
    const stored = JSON.parse(window.localStorage.getItem('funnels:pricingCache') ?? '{}') as Record<string, unknown>
    expect(Object.keys(stored)).toEqual(['leadership|PL|default|default'])
  })

  it('keys the cache by onboarding type, country, pricing set and A/B label', async () => {
    expect(pricingCacheKey({ onboardingType: 'leadership' })).toBe('leadership|US|default|default')
    expect(pricingCacheKey({ onboardingType: 'leadership', countryCode: 'PL', pricingSet: 'second', metadata: { abLabel: 'second' } })).toBe('leadership|PL|second|second')
    backend.mockResolvedValueOnce(answer(59.99)).mockResolvedValueOnce(answer(39.99, 'second'))
    await getPricing({ onboardingType: 'leadership' })
    await expect(getPricing({ onboardingType: 'leadership', pricingSet: 'second' })).resolves.toEqual(answer(39.99, 'second'))
    backend.mockResolvedValueOnce(answer(29.99))
    await getPricing({ onboardingType: 'leadership', metadata: { abLabel: 'discount70' } })
    expect(backend).toHaveBeenCalledTimes(3)
  })

  it('asks only once the visitor is signed in, so the server prices their recorded variants', async () => {
    let signedIn: (uid: string) => void = () => {}
    vi.mocked(visitorUserId).mockReturnValueOnce(new Promise((resolve) => (signedIn = resolve)))
    backend.mockResolvedValueOnce(answer(59.99))
    const asked = getPricing({ onboardingType: 'leadership' })
    await Promise.resolve()
    expect(backend).not.toHaveBeenCalled()
    signedIn('visitor-uid')
    await expect(asked).resolves.toEqual(answer(59.99))
  })

  it('lets identical concurrent requests share one call', async () => {
    const call = pendingCall()
    const first = getPricing({ onboardingType: 'leadership' })
    const second = getPricing({ onboardingType: 'leadership' })
    await vi.waitFor(() => expect(backend).toHaveBeenCalled())
    call.resolve(answer(59.99))
    await expect(Promise.all([first, second])).resolves.toEqual([answer(59.99), answer(59.99)])
    expect(backend).toHaveBeenCalledTimes(1)
  })

  it('logs a failure and re-throws it; the next lookup asks again', async () => {
    const failure = new Error('unavailable')
    backend.mockRejectedValueOnce(failure).mockResolvedValueOnce(answer(59.99))
    await expect(getPricing({ onboardingType: 'leadership' })).rejects.toBe(failure)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('getPaymentPrices failed'), failure)
    await expect(getPricing({ onboardingType: 'leadership' })).resolves.toEqual(answer(59.99))
  })

  it('treats a malformed answer as a failure and caches nothing', async () => {
    backend.mockResolvedValueOnce({ options: 'none' })
    await expect(getPricing({ onboardingType: 'leadership' })).rejects.toThrow(/Malformed answer/)
    expect(console.error).toHaveBeenCalled()
    expect(cachedPricing({ onboardingType: 'leadership' })).toBeUndefined()
  })

  it('ignores unreadable storage and a damaged entry', async () => {
    window.localStorage.setItem('funnels:pricingCache', '{not json')
    backend.mockResolvedValueOnce(answer(59.99))
    await expect(getPricing({ onboardingType: 'leadership' })).resolves.toEqual(answer(59.99))
    const stored = JSON.parse(window.localStorage.getItem('funnels:pricingCache')!) as Record<string, unknown>
    window.localStorage.setItem('funnels:pricingCache', JSON.stringify({ ...stored, 'deeps|US|default|default': { savedAt: 'yesterday' } }))
    await getPricing({ onboardingType: 'leadership' })
    expect(backend).toHaveBeenCalledTimes(1)
  })
})

describe('preloadPricing', () => {
  it('runs the lookups in parallel and fills the cache', async () => {
    const leadership = pendingCall()
    const deeps = pendingCall()
    const done = preloadPricing([{ onboardingType: 'leadership' }, { onboardingType: 'deeps' }])
    // Both calls are under way before either answers.
    await vi.waitFor(() => expect(backend).toHaveBeenCalledTimes(2))
    leadership.resolve(answer(59.99))
    deeps.resolve(answer(19.99))
    await done
    expect(cachedPricing({ onboardingType: 'deeps' })).toEqual(answer(19.99))
  })

  it('ignores a failure with a warning', async () => {
    backend.mockRejectedValueOnce(new Error('offline'))
    await expect(preloadPricing([{ onboardingType: 'leadership' }])).resolves.toBeUndefined()
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('preloading prices for leadership failed'), expect.any(Error))
  })
})
