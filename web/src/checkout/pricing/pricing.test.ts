// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PricingAnswer } from '../../../../schemas/payments/wire'
import { cachedPricing, getPricing, type PricingLookup } from './getPricing'
import { usePlanPrices, visitorCountry } from './pricing'

vi.mock('./getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
const lookupPrices = vi.mocked(getPricing)
const cached = vi.mocked(cachedPricing)

const answer: PricingAnswer = {
  lookupKey: 'leadership_v1',
  countryCode: 'US',
  pricingSet: 'default',
  currency: 'USD',
  options: [{ id: 'price_yearly', planId: 'yearly', lookupKey: 'leadership_v1', productId: 'prod', amount: 59.99, currency: 'USD', interval: 'year' }],
}

beforeEach(() => {
  lookupPrices.mockReset()
  cached.mockReset()
  window.localStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

describe('usePlanPrices', () => {
  it('is loading until the server answers, then ready with its answer', async () => {
    lookupPrices.mockResolvedValueOnce(answer)
    const { result } = renderHook(() => usePlanPrices({ onboardingType: 'leadership' }))
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', answer }))
  })

  it('is ready at once when the lookup is already cached (preloaded on the page before)', () => {
    cached.mockReturnValue(answer)
    lookupPrices.mockResolvedValueOnce(answer)
    const { result } = renderHook(() => usePlanPrices({ onboardingType: 'leadership' }))
    expect(result.current.state).toEqual({ status: 'ready', answer })
  })

  it('reports an error, and retry asks again', async () => {
    const failure = new Error('unavailable')
    lookupPrices.mockRejectedValueOnce(failure).mockResolvedValueOnce(answer)
    const { result } = renderHook(() => usePlanPrices({ onboardingType: 'leadership' }))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }))
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(lookupPrices).toHaveBeenCalledTimes(2)
  })

  it('asks once for equal lookups across renders, and again when the lookup changes', async () => {
    lookupPrices.mockResolvedValue(answer)
    const { result, rerender } = renderHook((lookup: PricingLookup) => usePlanPrices(lookup), { initialProps: { onboardingType: 'leadership' } as PricingLookup })
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    rerender({ onboardingType: 'leadership' })
    expect(lookupPrices).toHaveBeenCalledTimes(1)
    rerender({ onboardingType: 'leadership', pricingSet: 'second' })
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    expect(lookupPrices).toHaveBeenLastCalledWith({ onboardingType: 'leadership', pricingSet: 'second' })
  })
})

describe('visitorCountry', () => {
  it('uses the persisted detection while it is fresh, else the client guess', () => {
    const now = Date.UTC(2025, 0, 1)
    window.localStorage.setItem('funnels:country', JSON.stringify({ countryCode: 'PL', detectedCountry: 'PL', confidence: 1, method: 'geo', timestamp: now - 1000 }))
    expect(visitorCountry(now)).toBe('PL')
    window.localStorage.clear()
    window.history.replaceState(null, '', '/leadership/offer?country=de')
    expect(visitorCountry(now)).toBe('DE')
  })
})
