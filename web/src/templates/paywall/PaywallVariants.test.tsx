// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Answers, Variants } from '../../funnel/answers'
import { leadershipPages } from '../../../../seed/funnels/leadership/index'
import { leadershipAbTests } from '../../../../seed/funnels/leadership/tests'
import { processFunnel } from '../../../../seed/kit/processTestKit'
import { uiStrings } from '../../../../seed/uiStrings'
import { seedPage } from '../templateTestKit'
import { templateTestProps } from '../templateTestProps'
import '../../ui/domTestSupport'
import { getPricing } from '../../checkout/pricing/getPricing'
import Paywall from './Template'
import { catalogueAnswer } from '../../checkout/pricing/paywallPricesTestKit'

vi.mock('../../checkout/pricing/getPricing', () => ({ getPricing: vi.fn(), cachedPricing: vi.fn() }))
beforeEach(() => vi.mocked(getPricing).mockResolvedValue(catalogueAnswer({ onboardingType: 'leadership' }, offer().paywall!.plans)))

const en = (value: { en?: string } | undefined) => value?.en ?? ''
/** Leadership's paywall as a visitor with these variants and answers gets it. */
const offer = (variants: Variants = {}) => seedPage(processFunnel(leadershipPages, leadershipAbTests, variants), 'offer', 'paywall')
const renderOffer = (variants: Variants = {}, answers: Answers = {}) => render(<Paywall {...templateTestProps(offer(variants), uiStrings, 'en', { answers })} />)
const follows = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING)

describe("leadership's paywall shows each A/B variant", () => {
  it.each(['original', 'journeyProgress'])('payWallMainTitle %s: the headline', (value) => {
    renderOffer({ payWallMainTitleKey: value })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en(offer({ payWallMainTitleKey: value }).title))
    expect(screen.getByRole('group', { name: en(offer({ payWallMainTitleKey: value }).title) })).toBeTruthy()
  })

  it('payWallMainTitle: the two headlines differ', () => {
    expect(en(offer({ payWallMainTitleKey: 'journeyProgress' }).title)).not.toBe(en(offer({ payWallMainTitleKey: 'original' }).title))
  })

  it.each(['original', 'firstSevenDays'])('payWallTrialTitle %s: the trial timeline heading', (value) => {
    renderOffer({ payWallTrialTitleKey: value })
    const page = offer({ payWallTrialTitleKey: value })
    // The heading may name the trial length by placeholder; the page shows the 7 days.
    const timeline = screen.getByRole('region', { name: en(page.trialTitle).replace('{trialDays}', '7') })
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(page.trialSteps!.length)
  })

  it('payWallSectionOrder: profileFirst puts the profile before the plan cards, planFirst after them', () => {
    const profileTitle = en(offer().profileTitle)
    const { unmount } = renderOffer({ payWallSectionOrderKey: 'profileFirst' })
    expect(follows(screen.getByRole('region', { name: profileTitle }), screen.getByRole('group'))).toBe(true)
    unmount()
    renderOffer({ payWallSectionOrderKey: 'planFirst' })
    expect(follows(screen.getByRole('group'), screen.getByRole('region', { name: profileTitle }))).toBe(true)
  })

  it("the profile is the visitor's leadership style, scored from their answers like the result page", () => {
    const scoring = offer().resultScoring!
    const coaching = scoring.outcomes.find((outcome) => outcome.key === 'coaching')!
    const answers: Answers = Object.fromEntries(
      scoring.points.filter((point) => point.outcomeKey === 'coaching').map((point) => [point.questionKey, [{ key: point.optionKey ?? 'five', index: 4 }]]),
    )
    renderOffer({}, answers)
    const profile = screen.getByRole('region', { name: en(offer().profileTitle) })
    expect(within(profile).getByText(en(coaching.name))).toBeTruthy()
    expect(within(profile).getByText(en(coaching.description))).toBeTruthy()
  })

  it.each(['simplified', 'simplified80Summaries'])('payWallStepwiseBenefitsV2 %s: its benefits list', (value) => {
    const page = offer({ payWallStepwiseBenefitsV2Key: value })
    renderOffer({ payWallStepwiseBenefitsV2Key: value })
    const benefits = screen.getByRole('region', { name: en(page.benefitsTitle) })
    expect(benefits.dataset.benefits).toBe(value)
    expect(within(benefits).getAllByRole('listitem').map((item) => item.querySelector('.benefit-title')!.textContent)).toEqual(page.items!.map((item) => en(item.title)))
  })

  it('payWallStepwiseBenefitsV2: the two lists differ', () => {
    const titles = (value: string) => offer({ payWallStepwiseBenefitsV2Key: value }).items!.map((item) => en(item.title))
    expect(titles('simplified80Summaries')).not.toEqual(titles('simplified'))
  })
})
