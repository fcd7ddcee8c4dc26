import { describe, expect, it } from 'vitest'
import type { PageDocument } from '../../../schemas/page/schema'
import { defaultPlanId } from '../../../web/src/checkout/pricing/planDisplay'
import type { Variants } from '../../../web/src/funnel/answers'
import { processFunnel } from '../../kit/processTestKit'
import { leadershipPages, PRODUCT_NAME } from './index'
import { leadershipAbTests, payWallBenefits, payWallCheckoutType, pricingSet } from './tests'

/** What a visitor with these variants gets for one page (unassigned tests: their defaults). */
const processed = (key: string, variants: Variants = {}) => processFunnel(leadershipPages, leadershipAbTests, variants).find((page) => page.key === key)!
const offer = (variants: Variants = {}) => processed('offer', variants)
const en = (page: PageDocument) => page.title?.en

describe('every leadership A/B test does something visible (spec section 9)', () => {
  it('payWallMainTitle: original shows the page title, journeyProgress its first title alternative', () => {
    const original = offer({ payWallMainTitleKey: 'original' })
    const journey = offer({ payWallMainTitleKey: 'journeyProgress' })
    expect(offer()).toEqual(original)
    expect(en(original)).toBe('Your leadership plan is ready')
    expect(journey.title).toEqual(original.titleAlternatives![0])
    expect(journey.title!.pl).not.toBe(original.title!.pl)
  })

  it('payWallTrialTitle: firstSevenDays retitles the trial timeline; original keeps its heading', () => {
    const original = offer({ payWallTrialTitleKey: 'original' })
    const firstSevenDays = offer({ payWallTrialTitleKey: 'firstSevenDays' })
    expect(original.trialTitle).toMatchObject({ en: 'How your free trial works', pl: 'Jak działa bezpłatny okres próbny' })
    expect(firstSevenDays.trialTitle).toMatchObject({ en: 'Your first {trialDays} days, step by step', pl: 'Twoje pierwsze {trialDays} dni krok po kroku' })
    expect(firstSevenDays.trialSteps).toEqual(original.trialSteps)
    expect(original.trialSteps!.map((step) => step.title.en)).toEqual(['Quiz done', 'Today: instant access', 'Day {reminderDay}: reminder', 'Day {trialDays}: subscription starts', 'Forgot to cancel?'])
    // The timeline page cannot fill placeholders: it writes the same facts out.
    expect(processed('timeline').items!.map((step) => step.title.en)).toEqual(['Quiz done', 'Today: instant access', 'Day 5: reminder', 'Day 7: subscription starts', 'Forgot to cancel?'])
  })

  it('payWallSectionOrder: profileFirst and planFirst order the profile and the plan cards', () => {
    expect(offer().sectionOrder).toBe('profileFirst')
    expect(offer({ payWallSectionOrderKey: 'profileFirst' }).sectionOrder).toBe('profileFirst')
    expect(offer({ payWallSectionOrderKey: 'planFirst' }).sectionOrder).toBe('planFirst')
    // The profile is the visitor's leadership style, scored as on the result page.
    expect(offer().resultScoring).toEqual(processed('result').resultScoring)
  })

  it(`payWall${PRODUCT_NAME}BenefitsV2: each variant shows its own benefits list`, () => {
    const benefitsKey = payWallBenefits.key
    const simplified = offer({ [benefitsKey]: 'simplified' })
    const summaries = offer({ [benefitsKey]: 'simplified80Summaries' })
    expect(offer().items).toEqual(simplified.items)
    expect([simplified.benefitsKey, summaries.benefitsKey]).toEqual(['simplified', 'simplified80Summaries'])
    expect(summaries.items!.map((item) => item.title.en)).toContain('80 leadership summaries, chosen for your style')
    expect(simplified.items!.map((item) => item.title.en).join(' ')).not.toContain('80 leadership summaries')
    for (const item of [...simplified.items!, ...summaries.items!]) expect(item.title.pl).toBeTruthy()
  })

  it("pricingVersion v1: the money page quotes the paywall's prices by placeholder (its first title and paragraph alternatives)", () => {
    const own = leadershipPages.find((page) => page.key === 'money')!
    const v1 = processed('money', { pricingVersionKey: 'v1' })
    expect(processed('money')).toEqual(v1)
    expect(v1.versionKey).toBe('v1')
    expect(v1.title).toEqual(own.titleAlternatives![0])
    expect(v1.paragraphs).toEqual([own.paragraphAlternatives![0]])
    expect(v1.paragraphs![0]!.en).toMatch(/^The yearly plan costs \{price\}, \{savingPercent\}% less .* about \{perWeek\} a week/)
    expect(v1.paragraphs![0]!.pl).toMatch(/^Plan roczny kosztuje \{price\}, o \{savingPercent\}% mniej .* około \{perWeek\} tygodniowo/)
    // The placeholders describe the plan the paywall opens with, which the copy calls the yearly plan.
    expect(defaultPlanId(offer().paywall!.plans)).toBe('yearly')
    expect(en(own)).toBe('Less than a cup of coffee a week')
  })

  it('pricingSet and payWallCheckoutType set the paywall fields the prices and checkout read', () => {
    expect(offer()).toMatchObject({ pricingSet: 'default', checkoutType: 'checkout' })
    expect(offer({ pricingSetKey: 'second', payWallCheckoutTypeKey: 'inline' })).toMatchObject({ pricingSet: 'second', checkoutType: 'inline' })
    for (const test of [pricingSet, payWallCheckoutType]) expect(test.description).not.toMatch(/payments work that follows/)
  })
})
