// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PageOf } from '../../../../schemas/page/schema'
import { paywallPage as seededPaywall } from '../../../../seed/funnels/demo/offerPaywall'
import { uiStrings } from '../../../../seed/uiStrings'
import type { TemplateProps } from '../TemplateProps'
import { formatMessage } from '../../ui/message'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import Paywall from './Paywall'

type Language = 'en' | 'pl'
const say = (language: Language) => (value: { en?: string; pl?: string } | undefined) => value?.[language] ?? value?.en ?? ''
const en = say('en')
const paywallPage = seedPage([seededPaywall], seededPaywall.key, 'paywall')
const paywall = paywallPage.paywall!
const plan = (id: string) => paywall.plans.find((candidate) => candidate.id === id)!

/** The demo paywall from the seed (checked against the page schema), optionally changed. */
function renderPaywall(language: Language = 'en', change: Partial<PageOf<'paywall'>> = {}, overrides: Partial<TemplateProps<'paywall'>> = {}) {
  return render(<Paywall {...templateTestProps({ ...paywallPage, ...change }, uiStrings, language, overrides)} />)
}
const card = (id: string) => document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!

describe('Paywall', () => {
  it('offers the plans as a radio group named by the title, with the most popular plan chosen', async () => {
    renderPaywall()
    const group = screen.getByRole('group', { name: en(paywallPage.title) })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(paywall.plans.length)
    expect((within(group).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('demo-monthly')
    await userEvent.click(card('demo-yearly'))
    expect((within(group).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('demo-yearly')
  })

  it('formats prices, strikes the original price through and shows the saving', () => {
    renderPaywall()
    expect(card('demo-monthly').querySelector('.plan-price')!.textContent).toBe(`$${plan('demo-monthly').price}`)
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallPerMonth))).toBeTruthy()
    expect(card('demo-yearly').querySelector('.plan-price')!.textContent).toBe(`$${plan('demo-yearly').price}`)
    expect(card('demo-yearly').querySelector('s.plan-original')!.textContent).toBe(`${en(uiStrings.paywallRegularPrice)} $${plan('demo-yearly').originalPrice}`)
    expect(within(card('demo-yearly')).getByText(en(uiStrings.paywallSave).replace('{percent}', '50'))).toBeTruthy()
  })

  it('shows badges, trial days, the reservation countdown and the trial timeline from the page', () => {
    renderPaywall()
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallMostPopular))).toBeTruthy()
    expect(within(card('demo-yearly')).getByText(en(uiStrings.paywallBestValue))).toBeTruthy()
    expect(screen.getAllByText(formatMessage(en(uiStrings.paywallFreeTrial), { count: 7 }, 'en'))).toHaveLength(2)
    expect(screen.getByRole('timer').textContent).toBe(`${paywall.countdownMinutes}:00`)
    expect(screen.getByText(en(uiStrings.paywallPlanReserved))).toBeTruthy()
    const timeline = screen.getByRole('region', { name: en(paywallPage.trialTitle) })
    expect(within(timeline).getAllByRole('listitem').map((step) => step.querySelector('.timeline-title')!.textContent)).toEqual(paywallPage.trialSteps!.map((step) => en(step.title)))
  })

  it('states the refund and renewal terms under the plan button', () => {
    renderPaywall()
    const button = screen.getByRole('button', { name: en(paywallPage.buttonText) })
    expect(button.nextElementSibling?.textContent).toBe(en(paywallPage.footer))
    expect(en(paywallPage.footer)).toContain('28 days')
  })

  it('speaks Polish and formats prices the Polish way', () => {
    const pl = say('pl')
    renderPaywall('pl')
    expect(card('demo-monthly').querySelector('.plan-price')!.textContent).toBe(`$${String(plan('demo-monthly').price).replace('.', ',')}`)
    expect(within(card('demo-monthly')).getByText(pl(uiStrings.paywallPerMonth))).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: pl(paywallPage.trialTitle) })).toBeTruthy()
    expect(screen.getByRole('button', { name: pl(paywallPage.buttonText) })).toBeTruthy()
  })

  it('shows -- for a plan without a price', () => {
    const plans = paywall.plans.map((candidate) => (candidate.id === 'demo-monthly' ? { ...candidate, price: undefined } : candidate))
    renderPaywall('en', { paywall: { ...paywall, plans } })
    expect(card('demo-monthly').querySelector('.plan-price')!.textContent).toBe('--')
    expect(within(card('demo-monthly')).getByText(en(uiStrings.paywallPriceUnavailable))).toBeTruthy()
  })

  it('shows one-time packages in złoty with the original price struck through and the limited-time timer', () => {
    const pl = say('pl')
    const starter = { ...plan('demo-yearly'), _key: 'p', id: 'start', interval: 'once' as const, price: 97, originalPrice: 197, currency: 'PLN', trialDays: undefined }
    const change = { paywallType: undefined, paywall: { _type: 'paywall' as const, plans: [starter], timerText: 'limitedTimeOffer' as const, countdownMinutes: 10 } }
    renderPaywall('pl', change)
    expect(card('start').querySelector('.plan-price')!.textContent).toBe('97 zł')
    expect(card('start').querySelector('s.plan-original')!.textContent).toContain('197 zł')
    expect(within(card('start')).getByText(pl(uiStrings.paywallOneTime))).toBeTruthy()
    expect(screen.getByText(pl(uiStrings.paywallLimitedTimeOffer))).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe('10:00')
    expect(screen.queryByRole('region', { name: pl(paywallPage.trialTitle) })).toBeNull()
  })

  it('on a discount paywall shows the page discount on every card and no trial', () => {
    renderPaywall('en', { paywallType: 'discount', discountPercent: 60 })
    expect(screen.getAllByText(en(uiStrings.paywallSave).replace('{percent}', '60'))).toHaveLength(paywall.plans.length)
    expect(screen.queryByText(formatMessage(en(uiStrings.paywallFreeTrial), { count: 7 }, 'en'))).toBeNull()
    expect(screen.queryByRole('region', { name: en(paywallPage.trialTitle) })).toBeNull()
  })

  it('moves on with the plan button (checkout comes later)', async () => {
    let moved = 0
    renderPaywall('en', {}, { onNext: () => moved++ })
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: en(paywallPage.buttonText) }))
    expect(moved).toBe(1)
  })
})
