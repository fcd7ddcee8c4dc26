// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { paywallPage as seededPaywall } from '../../../../seed/funnels/demo/offerPaywall'
import { uiStrings } from '../../../../seed/uiStrings'
import { cachedPricing, getPricing } from '../../checkout/pricing/getPricing'
import type { TemplateProps } from '../TemplateProps'
import { formatMessage } from '../../ui/message'
import { illustrated } from '../../../../seed/kit/illustrations'
import { LEADERSHIP_ILLUSTRATIONS } from '../../../../seed/funnels/leadership/illustrations'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import Paywall from './Template'
import { catalogueAnswer } from '../../checkout/pricing/paywallPricesTestKit'

vi.mock('../../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
vi.mock('../../platform/firebase/backend', () => ({ visitorUserId: vi.fn(async () => 'uid-1'), callBackend: vi.fn() }))
const pricing = vi.mocked(getPricing)

type Language = 'en' | 'pl'
const say = (language: Language) => (value: { en?: string; pl?: string } | undefined) => value?.[language] ?? value?.en ?? ''
const en = say('en')
const paywallPage = seedPage([seededPaywall], seededPaywall.key, 'paywall')
const paywall = paywallPage.paywall!
/** The catalogue's demo prices for a US visitor, with the monthly plan at 12.99 so a test can tell the answer's price from another. */
const demoAnswer = (change: Parameters<typeof catalogueAnswer>[2] = () => ({})) => catalogueAnswer({ onboardingType: 'demo' }, paywall.plans, change)
const serverAnswer = () => demoAnswer((plan) => (plan.id === 'demo-monthly' ? { amount: 12.99 } : {}))

/** The demo paywall from the seed (checked against the page schema), optionally changed. */
function renderPaywall(language: Language = 'en', change: Partial<PageOf<'paywall'>> = {}, overrides: Partial<TemplateProps<'paywall'>> = {}) {
  return render(<Paywall {...templateTestProps({ ...paywallPage, ...change }, uiStrings, language, overrides)} />)
}
const card = (id: string) => document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!
const price = (id: string) => card(id).querySelector('.plan-price')!
/** Waits until the server's prices are on the cards. */
const pricesShown = () => screen.findAllByText((_, element) => element?.classList.contains('plan-price') === true && element.getAttribute('aria-busy') === null && element.textContent !== '--')
const payButton = () => screen.getByRole('button', { name: en(paywallPage.buttonText) })

beforeEach(() => {
  pricing.mockReset()
  vi.mocked(cachedPricing).mockReset()
  pricing.mockResolvedValue(serverAnswer())
  window.localStorage.clear()
})

describe('Paywall', () => {
  it('shows its illustration above the title, lazily and sized, so the plans do not jump when it arrives', async () => {
    const image = LEADERSHIP_ILLUSTRATIONS.paywall
    renderPaywall('pl', illustrated(image))
    await pricesShown()
    const shown = screen.getByRole('img', { name: image.alt.pl })
    expect([shown.getAttribute('loading'), shown.getAttribute('fetchpriority'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual(['lazy', null, '320', '160'])
    expect(shown.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('offers the plans as a radio group named by the title, with the most popular plan chosen', async () => {
    renderPaywall()
    await pricesShown()
    const group = screen.getByRole('group', { name: en(paywallPage.title) })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(paywall.plans.length)
    expect((within(group).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('demo-monthly')
    await userEvent.click(card('demo-yearly'))
    expect((within(group).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('demo-yearly')
  })

  it("shows the server's prices, and no struck price when the server sends none", async () => {
    renderPaywall()
    await pricesShown()
    expect(price('demo-monthly').textContent).toBe('$12.99')
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallPerMonth))).toBeTruthy()
    expect(price('demo-yearly').textContent).toBe('$59.99')
    // The yearly plan was never sold at another price: nothing struck through, no saving badge.
    expect(document.querySelector('s.plan-original')).toBeNull()
    expect(screen.queryByText(en(uiStrings.paywallSave).replace('{percent}', '50'))).toBeNull()
    // The yearly card also says what it costs per day (59.99 / 365, rounded up to the cent).
    expect(card('demo-yearly').querySelector('.plan-per-day')!.textContent).toBe(en(uiStrings.paywallPerDay).replace('{price}', '$0.17'))
    expect(card('demo-monthly').querySelector('.plan-per-day')).toBeNull()
  })

  it('strikes through the reference price the server sends, with the saving', async () => {
    pricing.mockResolvedValue(demoAnswer((plan) => (plan.id === 'demo-yearly' ? { originalAmount: 119.98 } : {})))
    renderPaywall()
    await pricesShown()
    expect(card('demo-yearly').querySelector('s.plan-original')!.textContent).toBe(`${en(uiStrings.paywallRegularPrice)} $119.98`)
    expect(within(card('demo-yearly')).getByText(en(uiStrings.paywallSave).replace('{percent}', '50'))).toBeTruthy()
    expect(card('demo-monthly').querySelector('s.plan-original')).toBeNull()
  })

  it('asks for the page prices once: the demo funnel, the visitor country, the default set and A/B label', async () => {
    window.history.replaceState(null, '', '/demo/paywall?country=pl')
    renderPaywall('en', {}, { funnel: { key: 'demo', basePath: '/demo' } })
    await pricesShown()
    expect(pricing).toHaveBeenCalledTimes(1)
    expect(pricing).toHaveBeenCalledWith({ onboardingType: 'demo', countryCode: 'PL', pricingSet: 'default', metadata: { abLabel: 'default' } })
    window.history.replaceState(null, '', '/')
  })

  it('shows -- with aria-busy while the prices load, and the button cannot pay yet', async () => {
    let answer: (value: ReturnType<typeof serverAnswer>) => void = () => {}
    pricing.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    renderPaywall()
    for (const plan of paywall.plans) {
      expect(price(plan.id).textContent).toBe('--')
      expect(price(plan.id).getAttribute('aria-busy')).toBe('true')
    }
    expect(screen.getAllByText(en(uiStrings.pricingLoading))).toHaveLength(paywall.plans.length)
    expect((payButton() as HTMLButtonElement).disabled).toBe(true)
    answer(serverAnswer())
    await pricesShown()
    expect((payButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('says the prices could not be loaded, with a Retry that asks again; no prices and no payment meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    pricing.mockRejectedValueOnce(new Error('unavailable'))
    renderPaywall()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(en(uiStrings.pricingError))
    expect(en(uiStrings.pricingError)).toBe("We couldn't load the prices. Check your connection and try again.")
    expect(screen.queryByRole('group')).toBeNull()
    expect((payButton() as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(within(alert).getByRole('button', { name: en(uiStrings.pricingRetry) }))
    await pricesShown()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(pricing).toHaveBeenCalledTimes(2)
    expect((payButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows -- for a plan the server has no price for; it cannot be chosen and is not preselected', async () => {
    pricing.mockResolvedValue(demoAnswer((plan) => (plan.id === 'demo-monthly' ? null : {})))
    renderPaywall()
    await pricesShown()
    expect(price('demo-monthly').textContent).toBe('--')
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallPriceUnavailable))).toBeTruthy()
    expect((within(card('demo-monthly')).getByRole('radio') as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('demo-yearly')
  })

  it('shows badges, trial days from the server, the reservation countdown and the trial timeline', async () => {
    pricing.mockResolvedValue(demoAnswer((plan) => (plan.id === 'demo-yearly' ? { trialDays: 14 } : {})))
    renderPaywall()
    await pricesShown()
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallMostPopular))).toBeTruthy()
    expect(within(card('demo-yearly')).getByText(en(uiStrings.paywallBestValue))).toBeTruthy()
    expect(within(card('demo-yearly')).getByText(formatMessage(en(uiStrings.paywallFreeTrial), { count: 14 }, 'en'))).toBeTruthy()
    expect(within(card('demo-monthly')).getByText(formatMessage(en(uiStrings.paywallFreeTrial), { count: 7 }, 'en'))).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe(`${paywall.countdownMinutes}:00`)
    expect(screen.getByText(en(uiStrings.paywallPlanReserved))).toBeTruthy()
    const timeline = screen.getByRole('region', { name: en(paywallPage.trialTitle) })
    expect(within(timeline).getAllByRole('listitem').map((step) => step.querySelector('.timeline-title')!.textContent)).toEqual([
      'Quiz done',
      'Today: instant access',
      'Day 5: a reminder',
      'Day 7: your subscription starts',
      'Forgot to cancel? Get a refund',
    ])
    expect(within(timeline).getAllByRole('listitem').map((step) => step.querySelector('.timeline-icon svg')?.getAttribute('data-icon'))).toEqual(paywallPage.trialSteps!.map((step) => step.icon))
    expect(paywallPage.trialSteps!.every((step) => step.icon)).toBe(true)
  })

  it('fills the trial and price facts into the copy: paragraphs, terms, timeline and card features', async () => {
    renderPaywall()
    await pricesShown()
    expect(document.body.textContent).not.toMatch(/\{\w+/)
    expect(payButton().nextElementSibling?.textContent).toBe(
      'The yearly plan can be refunded within 28 days of purchase. Subscriptions renew automatically at the end of each period unless you cancel at least 24 hours before the end date. You can cancel any time in your account settings.',
    )
    // 59.99 a year against 12 × 12.99: the saving comes from the server's prices.
    expect(screen.getByText(/the yearly plan saves 62% against paying monthly/)).toBeTruthy()
    expect(within(card('demo-yearly')).getByText('Refundable within 28 days')).toBeTruthy()
    // Each card feature is ticked with a check icon, not a ✓ character.
    expect(within(card('demo-yearly')).getByText('Refundable within 28 days').querySelector('svg.plan-feature-check')?.getAttribute('data-icon')).toBe('check')
  })

  it('speaks Polish, formats prices the Polish way and fills Polish plural forms', async () => {
    const pl = say('pl')
    renderPaywall('pl')
    await pricesShown()
    expect(price('demo-monthly').textContent).toBe('$12,99')
    expect(within(card('demo-monthly')).getByText(pl(uiStrings.paywallPerMonth))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: pl(paywallPage.trialTitle) })).toBeTruthy()
    expect(screen.getByRole('button', { name: pl(paywallPage.buttonText) })).toBeTruthy()
    expect(screen.getByText('Anuluj co najmniej 24 godziny wcześniej, a nic nie zapłacisz.')).toBeTruthy()
  })

  it("shows one-time packages in złoty with START's prior price struck through and the limited-time timer", async () => {
    const pl = say('pl')
    const starter = { ...paywall.plans[0]!, _key: 'p', id: 'start', interval: 'once' as const, trialDays: undefined }
    const change = { paywallType: undefined, paywall: { _type: 'paywall' as const, plans: [starter], timerText: 'limitedTimeOffer' as const, countdownMinutes: 10 } }
    pricing.mockResolvedValue(catalogueAnswer({ onboardingType: 'screendetox', countryCode: 'PL' }, [starter]))
    renderPaywall('pl', change)
    await pricesShown()
    expect(price('start').textContent).toBe('97 zł')
    expect(card('start').querySelector('s.plan-original')!.textContent).toContain('197 zł')
    expect(within(card('start')).getByText(pl(uiStrings.paywallOneTime))).toBeTruthy()
    expect(card('start').querySelector('.plan-per-day')).toBeNull()
    expect(screen.getByText(pl(uiStrings.paywallLimitedTimeOffer))).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe('10:00')
    expect(screen.queryByRole('region', { name: pl(paywallPage.trialTitle) })).toBeNull()
  })

  it('on a discount paywall shows the discount on every card, no trial, and asks for discounted prices', async () => {
    renderPaywall('en', { paywallType: 'discount', discountPercent: 60 }, { funnel: { key: 'deeps', basePath: '/deeps' } })
    await pricesShown()
    expect(screen.getAllByText(en(uiStrings.paywallSave).replace('{percent}', '60'))).toHaveLength(paywall.plans.length)
    expect(screen.queryByText(formatMessage(en(uiStrings.paywallFreeTrial), { count: 7 }, 'en'))).toBeNull()
    expect(screen.queryByRole('region', { name: en(paywallPage.trialTitle) })).toBeNull()
    expect(pricing).toHaveBeenCalledWith(expect.objectContaining({ onboardingType: 'deeps', metadata: { abLabel: 'default:discount60', discountPercent: 60 } }))
  })

  it("a different pricingSet on the page asks for that set, and shows that set's prices", async () => {
    pricing.mockImplementation(async (lookup) => demoAnswer(() => (lookup.pricingSet === 'second' ? { amount: 4.99 } : {})))
    const { unmount } = renderPaywall('en', {})
    await pricesShown()
    expect(price('demo-monthly').textContent).toBe('$9.99')
    unmount()
    renderPaywall('en', { pricingSet: 'second' })
    await pricesShown()
    expect(price('demo-monthly').textContent).toBe('$4.99')
    expect(pricing).toHaveBeenLastCalledWith(expect.objectContaining({ pricingSet: 'second', metadata: { abLabel: 'second' } }))
  })
})
