/**
 * The screen-detox processing (spec section 4) and what every A/B test changes, as rules per
 * page key. The pages themselves carry the default content; these rules are added to them.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import type { ProcessingRule } from '../../../schemas/rule/schema'
import { keyed } from '../../build'
import { fieldFromVariant, hideWhen, overrideWhen, showWhen } from '../../kit/rules'
import { LANDING_IMAGES } from './intro'
import { packagesBlock } from './offer'
import { expertOf } from './reflection'
import * as tests from './tests'

interface PageRules {
  rules: ProcessingRule[]
  /** Hidden unless a rule shows it. */
  hidden?: true
}

const landingImage = (name: keyof typeof LANDING_IMAGES) => ({ images: keyed([LANDING_IMAGES[name]], 'img'), imagePlacement: 'top' as const })

export const SCREENDETOX_RULES: Record<string, PageRules> = {
  landing: {
    rules: [
      overrideWhen(tests.landingPageHeadlineTest, 'alt1', { titleAlternative: 1 }),
      overrideWhen(tests.landingPageHeadlineTest, 'alt2', { titleAlternative: 2 }),
      overrideWhen(tests.landingPageHeadlineTest, 'alt3', { titleAlternative: 3 }),
      overrideWhen(tests.landingPageImageTest, 'alternative', landingImage('alternative')),
      overrideWhen(tests.landingPageImageTest, 'photorealistic', landingImage('photorealistic')),
      overrideWhen(tests.landingPageQuizHintTest, 'hide', { hideHint: true }),
      overrideWhen(tests.landingPageButtonColorTest, 'orange', { buttonColor: 'orange' }),
    ],
  },
  'screen-time-chart': {
    hidden: true,
    rules: [showWhen(tests.paywallLayoutTest, 'classic'), overrideWhen(tests.screenTimeChartTitleTest, 'countdown', { titleAlternative: 1 })],
  },
  'expert-introduction': { rules: [overrideWhen(tests.expertIntroductionPhotoTest, 'alternative', { expert: expertOf('alternative') })] },
  'impact-visualization': { rules: [hideWhen(tests.impactVisualizationPageTest, 'skip')] },
  'complete-package-selection': {
    rules: [
      overrideWhen(tests.timerTextTest, 'limitedTimeOffer', { paywall: packagesBlock('limitedTimeOffer') }),
      overrideWhen(tests.paywallTimerTest, 'soft', { timerStyle: 'soft' }),
      overrideWhen(tests.packageWidgetStyleTest, 'simplified', { planStyle: 'simplified' }),
      // The visitor's pricing set reaches the prices and checkout calls (only 'default' today).
      ...fieldFromVariant(tests.pricingSetTest, 'pricingSet'),
    ],
  },
}

/** The page with the rules of its key added after its own (and hidden when they say so). */
export function withRules(page: PageDocument, rulesByKey: Record<string, PageRules>): PageDocument {
  const extra = rulesByKey[page.key]
  if (!extra) return page
  return { ...page, ...(extra.hidden ? { hidden: true } : {}), rules: [...(page.rules ?? []), ...extra.rules] }
}
