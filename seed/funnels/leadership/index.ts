/**
 * The leadership funnel (/leadership): a leadership-style assessment that ends in a 7-day free
 * trial of the app (yearly and monthly plans). Page order is spec 2.7, ending with offer,
 * congrats and register (the account). The pages `impact` and `programSelection` are hidden
 * content (the spec always removes them). All processing lives in page rules.
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, references, text } from '../../build'
import { funnelId } from '../../kit/ids'
import { analysisPages } from './analysis'
import { assessmentPages } from './assessment'
import { leadershipEmailConfig } from './emails'
import { leadershipEmailTemplates } from './emailTemplates'
import { leadershipLifecycleEmails } from './lifecycleEmails'
import { introPages } from './intro'
import { offerPages } from './offer'
import { leadershipOptionSets } from './optionSets'
import { LEADERSHIP, PRODUCT, PRODUCT_NAME } from './page'
import { planPages } from './plan'
import { resultPages } from './results'
import { leadershipAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'
import { preloadingNextImages } from '../../kit/illustrations'

export { PRODUCT, PRODUCT_NAME } from './page'

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`)

/** Spec 2.7, in order, plus the always-hidden impact and programSelection. */
export const LEADERSHIP_PAGE_ORDER = [
  'landing',
  'age',
  'goal',
  'explanation1',
  'explanation2',
  ...range('quickQuestion1_', 1, 8),
  ...range('explanation', 3, 8),
  ...range('quickQuestion2_', 1, 7),
  ...range('explanation', 9, 11),
  ...range('quickQuestion3_', 1, 6),
  'quickQuestionEfficency',
  'efficencyChart',
  'explanation12',
  'currentRole',
  'explanation13',
  'challengingArea',
  'explanation14',
  'recognition',
  'controlling',
  'misunderstood',
  ...range('explanation', 15, 17),
  'email',
  'calculation',
  'result',
  'business',
  'improve',
  'explanation18',
  'explanation18a',
  'explanation18b',
  `${PRODUCT}-testimonial`,
  'book-summaries-question',
  'book-comparison',
  'obstacle',
  'abilities',
  'timeOfDay',
  'dedication',
  'explanation19',
  'impactCalculation',
  'impact',
  'before-after-transformation',
  'motivation',
  'programSelection',
  'tryForFree',
  'journey',
  'money',
  'timeline',
  'offer',
  'congrats',
  'register',
]

const byKey = new Map([...introPages, ...assessmentPages, ...analysisPages, ...resultPages, ...planPages, ...offerPages].map((page) => [page.key, page]))

/** The pages in funnel order; an order key without a page fails the seed build. */
export const leadershipPages: PageDocument[] = preloadingNextImages(
  LEADERSHIP_PAGE_ORDER.map((key) => {
    const page = byKey.get(key)
    if (!page) throw new Error(`Leadership page "${key}" has no content`)
    return page
  }),
)

export const leadershipFunnel: FunnelDocument = {
  _id: funnelId(LEADERSHIP),
  _type: 'funnel',
  key: LEADERSHIP,
  basePath: '/leadership',
  name: `${PRODUCT_NAME} Leadership`,
  description: text(
    'Leadership-style assessment for people who lead or want to lead teams, with a personal plan and a 7-day free trial of the app.',
    'Test stylu przywództwa dla osób, które kierują zespołami lub chcą nimi kierować, z osobistym planem i 7-dniowym bezpłatnym okresem próbnym aplikacji.',
  ),
  icon: 'compass',
  order: 1,
  theme: themeReference('leadership'),
  pages: references(leadershipPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(leadershipAbTests.map((test) => test._id)),
  emailTemplates: references([...leadershipEmailTemplates, ...leadershipLifecycleEmails].map((template) => template._id)),
  pricingLookupKey: 'leadership_v1',
  emailLanguages: ['en', 'es', 'pl', 'de', 'tr'],
  emailBrand: emailBrand('leadership', `${PRODUCT_NAME} Leadership`, 246),
  emailConfig: leadershipEmailConfig,
  redirects: keyed(
    [
      { _type: 'redirect' as const, platform: 'ios' as const, url: `https://apps.apple.com/app/${PRODUCT}` },
      { _type: 'redirect' as const, platform: 'android' as const, url: `https://play.google.com/store/apps/details?id=app.${PRODUCT}` },
    ],
    'redirect',
  ),
}

/** Everything the lead wires into seed/dataset.ts: funnel, pages, option sets, A/B tests, e-mails. */
export const leadershipDocuments = [leadershipFunnel, ...leadershipPages, ...leadershipOptionSets, ...leadershipAbTests, ...leadershipEmailTemplates, ...leadershipLifecycleEmails]
