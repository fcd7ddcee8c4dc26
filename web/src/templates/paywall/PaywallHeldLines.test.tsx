// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { paywallPage as seededPaywall } from '../../../../seed/funnels/demo/offerPaywall'
import { uiStrings } from '../../../../seed/uiStrings'
import { cachedPricing, getPricing } from '../../checkout/pricing/getPricing'
import { catalogueAnswer } from '../../checkout/pricing/paywallPricesTestKit'
import type { PricingAnswer } from '../../../../schemas/payments/wire'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import Paywall from './Template'

vi.mock('../../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
vi.mock('../../platform/firebase/backend', () => ({ visitorUserId: vi.fn(async () => 'uid-1'), callBackend: vi.fn() }))
const pricing = vi.mocked(getPricing)

const paywallPage = seedPage([seededPaywall], seededPaywall.key, 'paywall')
const plans = paywallPage.paywall!.plans

/** Each card's lines in order, a held (empty) line named as the line it holds room for. */
function cardLines(): string[][] {
  const line = (element: Element) => {
    const slot = [...element.classList].find((name) => name.startsWith('plan-slot-'))
    return slot ? `plan-${slot.slice('plan-slot-'.length)}` : element.className
  }
  const named = (element: Element) => line(element).replace('plan-perDay', 'plan-per-day')
  return [...document.querySelectorAll('.plan-card')].map((card) =>
    [...card.querySelectorAll('.plan-main > *, .plan-pricing > *')].filter((element) => !element.classList.contains('visually-hidden')).map(named),
  )
}

const renderPaywall = () => render(<Paywall {...templateTestProps(paywallPage, uiStrings, 'en')} />)
const pricesShown = () => screen.findAllByText((_, element) => element?.classList.contains('plan-price') === true && element.getAttribute('aria-busy') === null && element.textContent !== '--')

beforeEach(() => {
  pricing.mockReset()
  vi.mocked(cachedPricing).mockReset()
  window.localStorage.clear()
})

describe('the paywall holds the room of every line a price may fill', () => {
  /** The lines while the prices load (the prerendered HTML's), to compare every other state with. */
  async function loadingThen(answer: Promise<PricingAnswer>) {
    let settle: (value: PricingAnswer | Promise<PricingAnswer>) => void = () => undefined
    pricing.mockReturnValue(new Promise((done) => (settle = done)))
    renderPaywall()
    const loading = cardLines()
    settle(answer)
    return loading
  }

  it('has every line from the first frame: prices with a struck price, a saving and a trial fill them, none is added', async () => {
    const answer = catalogueAnswer({ onboardingType: 'demo' }, plans, (plan) => (plan.id === 'demo-yearly' ? { originalAmount: 119.88, trialDays: 7 } : {}))
    const loading = await loadingThen(Promise.resolve(answer))
    expect(loading[0]).toEqual(['plan-tags', 'plan-name', 'plan-trial', 'plan-original', 'plan-price', 'plan-interval', 'plan-per-day'])
    await pricesShown()
    expect(document.querySelector('[data-plan="demo-yearly"] .plan-original')).not.toBeNull()
    expect(cardLines()).toEqual(loading)
  })

  it('keeps the room of the lines the prices leave empty', async () => {
    const answer = catalogueAnswer({ onboardingType: 'demo' }, plans, () => ({ originalAmount: undefined, trialDays: undefined, discountPercent: undefined }))
    const loading = await loadingThen(Promise.resolve(answer))
    await pricesShown()
    expect(document.querySelector('.plan-original')).toBeNull()
    expect(cardLines()).toEqual(loading)
  })

  it('keeps the cards under the prices error, hidden from everyone, so the error takes their room', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loading = await loadingThen(Promise.reject(new Error('unavailable')))
    await screen.findByRole('alert')
    expect(cardLines()).toEqual(loading)
    const cards = document.querySelector('.plan-cards')!
    expect([cards.getAttribute('aria-hidden'), cards.hasAttribute('inert')]).toEqual(['true', true])
    expect(screen.queryByRole('radio')).toBeNull()
  })
})
