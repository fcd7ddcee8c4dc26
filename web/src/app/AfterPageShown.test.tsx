// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { leadershipPages } from '../../../seed/funnels/leadership/index'
import { leadershipAbTests } from '../../../seed/funnels/leadership/tests'
import { processFunnel } from '../../../seed/kit/processTestKit'
import type { RenderPage } from '../content/renderPages'
import { preloadPricing } from '../checkout/pricing/getPricing'
import { AfterPageShown } from './AfterPageShown'

vi.mock('../checkout/pricing/getPricing', () => ({ preloadPricing: vi.fn(async () => {}), getPricing: vi.fn(), cachedPricing: vi.fn() }))
const preload = vi.mocked(preloadPricing)

const page = (key: string) => ({ ...processFunnel(leadershipPages, leadershipAbTests, { pricingSetKey: 'second' }).find((candidate) => candidate.key === key)!, options: [] }) as RenderPage

beforeEach(() => {
  preload.mockClear()
  window.history.replaceState(null, '', '/leadership/timeline?country=GB')
})

describe('AfterPageShown: preparing the next page', () => {
  it("looks up the next paywall's prices after the paint, for its pricing set", async () => {
    render(<AfterPageShown next={page('offer')} funnelKey="leadership" />)
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
    expect(preload).toHaveBeenCalledWith([{ onboardingType: 'leadership', countryCode: 'GB', pricingSet: 'second', metadata: { abLabel: 'second' } }])
  })

  it('asks nothing when the next page is not a paywall', async () => {
    vi.useFakeTimers()
    render(<AfterPageShown next={page('money')} funnelKey="leadership" />)
    render(<AfterPageShown next={undefined} funnelKey="leadership" />)
    // Run the paint callbacks a paywall would have been preloaded in, and any import they started.
    vi.runAllTimers()
    await vi.dynamicImportSettled()
    vi.useRealTimers()
    expect(preload).not.toHaveBeenCalled()
  })
})
