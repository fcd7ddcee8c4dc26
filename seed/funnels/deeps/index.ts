/**
 * The deeps funnel (/deeps): a leadership and self-development quiz styled like a reading-summary
 * app, ending in a 7-day free trial or a discounted subscription (spec 1, 2.8, 4, 9). Pages live
 * in one module per part of the flow; this module puts them in the spec's order.
 *
 * Processing (spec section 4) is content: rules on the pages, see emailPage (moveBefore),
 * the end pages and trial story (hidden under discount) and paywalls.ts (which paywall stays).
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, references, text } from '../../build'
import { funnelId } from '../../kit/ids'
import { deepsEmailConfig } from './emails'
import { deepsEmailTemplates } from './emailTemplates'
import { deepsLifecycleEmails } from './lifecycleEmails'
import { habitPages } from './habits'
import { interestPages } from './interests'
import { offerPages } from './offer'
import { deepsOptionSets } from './optionSets'
import { DEEPS } from './page'
import { planPages } from './plan'
import { profilePages } from './profile'
import { deepsAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'
import { preloadingNextImages } from '../../kit/illustrations'

/** Spec 2.8, in order, with the feedback interstitials after their questions. */
export const DEEPS_PAGE_ORDER = [
  'landingPage',
  'age',
  'welcome',
  'qProfileBigPicture',
  'qProfileBigPictureFeedback',
  'qClarity',
  'qSelfDoubt',
  'qSelfDoubtFeedback',
  'qIdentity',
  'qDecisionSpeed',
  'qDecisionSpeedFeedback',
  'thanksHonesty',
  'qPersonality',
  'qPersonalityFeedback',
  'qWorkout',
  'qPush',
  'qPushFeedback',
  'qTimeMgmt',
  'qBoundaries',
  'qBoundariesFeedback',
  'qBodyMind',
  'qBodyMindFeedback',
  'book1',
  'book2',
  'book3',
  'book4',
  'podcast1',
  'author1',
  'author2',
  'personalize_ready',
  'community',
  'primaryGoal',
  'dailyTime',
  'calcPage_step1',
  'emailPage',
  'planReady',
  'valueContrast',
  'endPage1',
  'endPage2',
  'endPage3',
  'endPage4',
  'tryForFree',
  'journey',
  'money',
  'timeline',
  'offer-trial',
  'offer-60',
  'offer-70',
  'congrats',
  'registration',
] as const

const byKey = new Map([...profilePages, ...habitPages, ...interestPages, ...planPages, ...offerPages].map((page) => [page.key, page]))

/** The deeps pages in spec order (before processing). */
export const deepsPages: PageDocument[] = preloadingNextImages(
  DEEPS_PAGE_ORDER.map((key) => {
    const page = byKey.get(key)
    if (!page) throw new Error(`deeps: no page for key ${key}`)
    return page
  }),
)

/**
 * Where completion sends the visitor: the app's store listings. The spec does not give them;
 * these are placeholders for the real listing addresses (editable in the Studio).
 */
const APP_STORE_URL = 'https://apps.apple.com/app/deeps'
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.deeps'

export const deepsFunnel: FunnelDocument = {
  _id: funnelId(DEEPS),
  _type: 'funnel',
  key: DEEPS,
  basePath: '/deeps',
  name: 'Deeps',
  description: text(
    'Bite-sized book summaries, audio episodes and actionable steps for leaders and everyone growing: a quiz builds a personal plan, then a 7-day free trial or a discounted subscription.',
    'Krótkie podsumowania książek, odcinki audio i konkretne działania dla liderów i wszystkich, którzy chcą się rozwijać: quiz buduje osobisty plan, a potem 7-dniowy bezpłatny okres próbny lub subskrypcja z rabatem.',
  ),
  icon: 'library',
  order: 2,
  theme: themeReference('deeps'),
  pages: references(deepsPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(deepsAbTests.map((test) => test._id)),
  emailTemplates: references([...deepsEmailTemplates, ...deepsLifecycleEmails].map((template) => template._id)),
  pricingLookupKey: 'ds_v1',
  emailLanguages: ['en', 'es', 'pl', 'de', 'tr'],
  emailBrand: emailBrand('deeps', 'Deeps', 110, '#f5f1ea'),
  emailConfig: deepsEmailConfig,
  redirects: keyed(
    [
      { _type: 'redirect' as const, platform: 'ios' as const, url: APP_STORE_URL },
      { _type: 'redirect' as const, platform: 'android' as const, url: PLAY_STORE_URL },
    ],
    'r',
  ),
}

export { deepsAbTests, deepsEmailTemplates, deepsOptionSets }

/** Every deeps document: the funnel, its pages, option sets, A/B tests and e-mail templates. */
export const deepsDocuments = [deepsFunnel, ...deepsPages, ...deepsOptionSets, ...deepsAbTests, ...deepsEmailTemplates, ...deepsLifecycleEmails]
