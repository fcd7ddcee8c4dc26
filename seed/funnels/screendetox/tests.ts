/**
 * The screen-detox A/B tests (spec section 9), keys name + `Key`, equal weights where the spec
 * gives none. What each one changes is a rule on its page (see rules.ts).
 */
import { abTest } from '../../kit/abTest'
import { SCREENDETOX } from './optionSets'

const test = abTest.bind(null, SCREENDETOX)

export const landingPageHeadlineTest = {
  ...test({
    name: 'landingPageHeadline',
    description: "The landing page's headline: original (the page title) or its title alternatives alt1, alt2 and alt3.",
    variants: ['original', 'alt1', 'alt2', 'alt3'],
    pages: ['landing'],
  }),
  version: '5',
}

export const landingPageImageTest = {
  ...test({
    name: 'landingPageImage',
    description:
      'The landing image: original, alternative or photorealistic. All three are drawn illustrations shipped with the app (the photorealistic one is an illustration in a photographic style, not a photograph).',
    variants: ['original', 'alternative', 'photorealistic'],
    pages: ['landing'],
  }),
  version: '2',
}

export const timerTextTest = test({
  name: 'timerText',
  description: "The words before the package page's countdown: 'Limited-time offer' or 'Plan reserved for' (the default).",
  variants: ['limitedTimeOffer', 'planReserved'],
  defaultVariant: 'planReserved',
  pages: ['complete-package-selection'],
})

export const impactVisualizationPageTest = test({
  name: 'impactVisualizationPage',
  description: 'show: the impact-visualization page (independent play week by week) appears; skip: it is left out.',
  variants: ['show', 'skip'],
  pages: ['impact-visualization'],
})

export const landingPageQuizHintTest = test({
  name: 'landingPageQuizHint',
  description: "show: the landing shows the hint under its button ('The quiz takes just 3 minutes'); hide: no hint.",
  variants: ['show', 'hide'],
  pages: ['landing'],
})

export const paywallTimerTest = test({
  name: 'paywallTimer',
  description: "How the package page's countdown looks: urgent (large, in the danger color) or soft (small and quiet).",
  variants: ['urgent', 'soft'],
  pages: ['complete-package-selection'],
})

export const screenTimeChartTitleTest = test({
  name: 'screenTimeChartTitle',
  description: "The screen-time chart's headline: prediction (the page title) or countdown (its first title alternative).",
  variants: ['prediction', 'countdown'],
  pages: ['screen-time-chart'],
})

export const landingPageButtonColorTest = test({
  name: 'landingPageButtonColor',
  description: "The landing's main button: default (the accent color) or orange.",
  variants: ['default', 'orange'],
  pages: ['landing'],
})

export const expertIntroductionPhotoTest = test({
  name: 'expertIntroductionPhoto',
  description: "The expert's portrait on the expert-introduction page: original or alternative (both are illustrations).",
  variants: ['original', 'alternative'],
  pages: ['expert-introduction'],
})

export const packageWidgetStyleTest = test({
  name: 'packageWidgetStyle',
  description: 'The package cards: detailed (name, prices and every feature) or simplified (name and prices only).',
  variants: ['detailed', 'simplified'],
  pages: ['complete-package-selection'],
})

export const paywallLayoutTest = test({
  name: 'paywallLayout',
  description: 'classic: the screen-time chart page comes before the package page; hypno: it is left out (the page is hidden by default and shown only with classic).',
  variants: ['classic', 'hypno'],
  pages: ['screen-time-chart'],
})

export const pricingSetTest = test({
  name: 'pricingSet',
  description: "The pricing set the package page's prices and checkout ask for: default (100%). The variant becomes the page's pricingSet; the prices shown are the server's for that set.",
  variants: [['default', 100]],
  pages: ['complete-package-selection'],
})

export const screendetoxAbTests = [
  landingPageHeadlineTest,
  landingPageImageTest,
  timerTextTest,
  impactVisualizationPageTest,
  landingPageQuizHintTest,
  paywallTimerTest,
  screenTimeChartTitleTest,
  landingPageButtonColorTest,
  expertIntroductionPhotoTest,
  packageWidgetStyleTest,
  paywallLayoutTest,
  pricingSetTest,
]
