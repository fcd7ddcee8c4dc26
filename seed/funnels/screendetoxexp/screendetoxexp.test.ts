import { describe, expect, it } from 'vitest'
import { formatIssue, validateDocument, type DocumentType } from '../../../schemas/content/validateDocument'
import type { Variants } from '../../../web/src/funnel/answers'
import { processFunnel } from '../../kit/processTestKit'
import { SCREENDETOX_PAGE_ORDER, screendetoxPages } from '../screendetox/index'
import { screendetoxexpAbTests, screendetoxexpDocuments, screendetoxexpFunnel, screendetoxexpPages, VARIANT_A_PRICES } from './index'

const process = (variants: Variants = {}) => processFunnel(screendetoxexpPages, screendetoxexpAbTests, variants)
const paywall = (variants: Variants = {}) => process(variants).find((page) => page.key === 'complete-package-selection')!

describe('screendetoxexp', () => {
  it('every document passes its zod schema', () => {
    const issues = screendetoxexpDocuments.flatMap((doc) => {
      const result = validateDocument(doc._type as DocumentType, doc)
      return result.ok ? [] : result.issues.map(formatIssue)
    })
    expect(issues).toEqual([])
  })

  it('shares the screendetox page list and paths, with its own ids', () => {
    expect(screendetoxexpPages.map((page) => page.key)).toEqual([...SCREENDETOX_PAGE_ORDER])
    expect(screendetoxexpPages.map((page) => page.path)).toEqual(screendetoxPages.map((page) => page.path))
    expect(screendetoxexpPages.every((page) => page._id === `page.screendetoxexp.${page.key}`)).toBe(true)
    expect(screendetoxexpFunnel).toMatchObject({ basePath: '/screendetoxexp', pricingLookupKey: 'screendetox_v1', emailLanguages: ['en', 'pl', 'es', 'pt', 'de', 'tr'] })
    const emailIds = screendetoxexpDocuments.filter((doc) => doc._type === 'emailTemplate').map((doc) => doc._id)
    expect(emailIds).toContain('emailTemplate.screendetoxexp.welcome')
    expect(screendetoxexpFunnel.emailTemplates!.map((ref) => ref._ref)).toEqual(emailIds)
  })

  it.each([
    ['default', {}],
    ['getMyPlan, simplified, variant-a', { paywallButtonTextKey: 'getMyPlan', packageWidgetStyleKey: 'simplified', pricingSetKey: 'variant-a' }],
  ] as [string, Variants][])('%s: every page of the list is shown', (_name, variants) => {
    expect(process(variants).map((page) => page.key)).toEqual([...SCREENDETOX_PAGE_ORDER])
  })

  it("the thank-you is the 'ready in 2 weeks' waiting room; refundProcessingTime sets the promised days", () => {
    const thankYou = (variants: Variants) => process(variants).find((page) => page.key === 'congrats')!
    expect(thankYou({})).toMatchObject({ componentType: 'waitingRoom', path: 'congrats', hideBackArrow: true, buttonText: { en: expect.any(String), pl: expect.any(String) } })
    expect(process({}).at(-1)).toMatchObject({ key: 'register', componentType: 'registration' })
    expect(thankYou({}).title?.en).toContain('2 weeks')
    expect(thankYou({}).title?.pl).toContain('2 tygodnie')
    expect(thankYou({ refundProcessingTimeKey: 'fiveToSevenDays' }).refundConfirmationText).toMatchObject({ en: expect.stringContaining('5–7 business days'), pl: expect.stringContaining('5–7 dni roboczych') })
    expect(thankYou({ refundProcessingTimeKey: 'threeToFiveDays' }).refundConfirmationText).toMatchObject({ en: expect.stringContaining('3–5 business days'), pl: expect.stringContaining('3–5 dni roboczych') })
  })

  it('paywallButtonText: buyNow or getMyPlan on the package button', () => {
    expect(paywall({ paywallButtonTextKey: 'buyNow' }).buttonText).toMatchObject({ en: 'Buy now', pl: 'Kup teraz' })
    expect(paywall({}).buttonText).toEqual(paywall({ paywallButtonTextKey: 'buyNow' }).buttonText)
    expect(paywall({ paywallButtonTextKey: 'getMyPlan' }).buttonText).toMatchObject({ en: 'Get my plan', pl: 'Odbierz swój plan' })
  })

  it('packageWidgetStyle: detailed or simplified cards', () => {
    expect(paywall({}).planStyle).toBe('detailed')
    expect(paywall({ packageWidgetStyleKey: 'simplified' }).planStyle).toBe('simplified')
  })

  it("pricingSet: default and variant-a 50/50, each the package page's pricing set (the server answers its prices)", () => {
    expect(screendetoxexpAbTests.find((test) => test.name === 'pricingSet')!.variants).toMatchObject([
      { value: 'default', weight: 50 },
      { value: 'variant-a', weight: 50 },
    ])
    expect(paywall({}).pricingSet).toBe('default')
    expect(paywall({ pricingSetKey: 'variant-a' }).pricingSet).toBe('variant-a')
    // The cards are the same packages; only the server's prices differ (VARIANT_A_PRICES for variant-a).
    expect(paywall({ pricingSetKey: 'variant-a' }).paywall).toEqual(paywall({}).paywall)
    expect(Object.keys(VARIANT_A_PRICES)).toEqual(paywall({}).paywall!.plans.map((plan) => plan.id))
  })
})
