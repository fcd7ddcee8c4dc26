// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screendetoxAbTests, screendetoxPages } from '../../../../seed/funnels/screendetox/index'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import type { Variants } from '../../funnel/answers'
import { copy, seedPage, textQuery } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import { getPricing } from '../../checkout/pricing/getPricing'
import Paywall from './Template'
import { catalogueAnswer } from '../../checkout/pricing/paywallPricesTestKit'

vi.mock('../../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
vi.mock('../../platform/firebase/backend', () => ({ visitorUserId: vi.fn(async () => 'uid-1'), callBackend: vi.fn() }))

/** The screen-detox package page as a visitor with these variants gets it. */
const packages = (variants: Variants = {}) => seedPage(processFunnel(screendetoxPages, screendetoxAbTests, variants), 'complete-package-selection', 'paywall')
const show = (variants: Variants = {}, language: 'en' | 'pl' = 'en') => render(<Paywall {...templateTestProps(packages(variants), uiStrings, language)} />)
const timer = () => screen.getByRole('timer').closest('.paywall-timer')!
const card = (id: string) => document.querySelector<HTMLElement>(`[data-plan="${id}"]`)!
/** The server's prices have reached the cards. */
const priced = () => screen.findAllByText('297 zł', { exact: false })

/** A visitor in Poland: screen detox's packages in złoty. */
beforeEach(() => vi.mocked(getPricing).mockResolvedValue(catalogueAnswer({ onboardingType: 'screendetox', countryCode: 'PL' }, packages().paywall!.plans)))

describe('Paywall: packages, timer style and plan style', () => {
  it("shows the four packages in PLN with badges and features, START's real earlier price struck through; SILVER is chosen", async () => {
    show()
    await priced()
    const plans = packages().paywall!.plans
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect((screen.getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('silver')
    expect(card('start').textContent).toContain('97 zł')
    expect(card('start').querySelector('s.plan-original')!.textContent).toBe('197 zł')
    // Only START was sold at another price: no other card strikes one through.
    expect(document.querySelectorAll('s.plan-original')).toHaveLength(1)
    // In Poland the struck price is the lowest of the 30 days before the reduction, and the card says so (EU directive 2019/2161).
    expect(card('start').querySelector('.plan-reference')!.textContent).toBe('Lowest price in the 30 days before the reduction: 197 zł')
    expect(document.querySelectorAll('.plan-reference')).toHaveLength(1)
    expect(within(card('silver')).getByText(textQuery(uiStrings.paywallMostPopular))).toBeTruthy()
    expect(within(card('gold')).getByText(textQuery(uiStrings.paywallBestValue))).toBeTruthy()
    for (const plan of plans) for (const feature of plan.features!) expect(within(card(plan.id)).getByText(textQuery(feature))).toBeTruthy()
  })

  it('a visitor outside the EEA sees the earlier price struck through as the regular price, without the 30-day caption', async () => {
    vi.mocked(getPricing).mockResolvedValue(catalogueAnswer({ onboardingType: 'screendetox', countryCode: 'US' }, packages().paywall!.plans))
    show()
    await screen.findAllByText('$27', { exact: false })
    expect(card('start').querySelector('s.plan-original')!.textContent).toBe(`${uiStrings.paywallRegularPrice.en} $67`)
    expect(document.querySelector('.plan-reference')).toBeNull()
  })

  it('the countdown says "plan reserved" and looks urgent by default; soft looks quiet', () => {
    const { unmount } = show()
    expect(timer().textContent).toContain(copy(uiStrings.paywallPlanReserved))
    expect(timer().getAttribute('data-urgency')).toBe('urgent')
    expect(timer().classList.contains('paywall-timer-urgent')).toBe(true)
    unmount()
    show({ paywallTimerKey: 'soft' })
    expect(timer().classList.contains('paywall-timer-soft')).toBe(true)
  })

  it('timerText limitedTimeOffer changes the words before the countdown', () => {
    show({ timerTextKey: 'limitedTimeOffer' })
    expect(timer().textContent).toContain(copy(uiStrings.paywallLimitedTimeOffer))
  })

  it('simplified package cards leave the features off; prices and badges stay', async () => {
    show({ packageWidgetStyleKey: 'simplified' }, 'pl')
    await priced()
    const silver = packages().paywall!.plans[1]!
    expect(within(card('silver')).queryByText(textQuery(silver.features![0], 'pl'))).toBeNull()
    expect(card('silver').textContent).toContain('197 zł')
    expect(within(card('silver')).getByText(textQuery(uiStrings.paywallMostPopular, 'pl'))).toBeTruthy()
  })
})
