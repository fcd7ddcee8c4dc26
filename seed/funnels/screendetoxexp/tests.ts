/**
 * The experimental screen-detox A/B tests (spec section 9): the package page's button text,
 * its package widget style and the pricing set (default and variant-a, 50/50).
 */
import { abTest } from '../../kit/abTest'

export const SCREENDETOXEXP = 'screendetoxexp'

export const paywallButtonTextTest = abTest(SCREENDETOXEXP, {
  name: 'paywallButtonText',
  description: "The package page's main button: buyNow ('Buy now') or getMyPlan ('Get my plan').",
  variants: ['buyNow', 'getMyPlan'],
  pages: ['complete-package-selection'],
})

export const packageWidgetStyleTest = abTest(SCREENDETOXEXP, {
  name: 'packageWidgetStyle',
  description: 'The package cards: detailed (name, prices and every feature) or simplified (name and prices only).',
  variants: ['detailed', 'simplified'],
  pages: ['complete-package-selection'],
})

export const pricingSetTest = abTest(SCREENDETOXEXP, {
  name: 'pricingSet',
  description:
    "The pricing set, 50/50: default (the spec's package prices) or variant-a (lower prices of our own: the spec gives none). The amounts are the price catalogue's (screendetox_v1), not the content's. The variant becomes the package page's pricingSet: the page shows the server's prices for that set and sends the set to checkout.",
  variants: [
    ['default', 50],
    ['variant-a', 50],
  ],
  pages: ['complete-package-selection'],
})

export const refundProcessingTimeTest = abTest(SCREENDETOXEXP, {
  name: 'refundProcessingTime',
  description: "The thank-you's refund confirmation: the money back within 5-7 business days, or within 3-5 (spec 4).",
  variants: ['fiveToSevenDays', 'threeToFiveDays'],
  pages: ['congrats'],
})

export const screendetoxexpAbTests = [paywallButtonTextTest, packageWidgetStyleTest, pricingSetTest, refundProcessingTimeTest]
