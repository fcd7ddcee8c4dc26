/**
 * The parenting funnel (/parenting): a parenting-style assessment for parents, step-parents,
 * grandparents and other caregivers that ends in a 7-day free trial. Page order is spec
 * section 2 ("Parenting pages, in order"); every page's path is its key (the landing's is
 * empty). All processing lives in page rules.
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { references, text } from '../../build'
import { parentingEmailTemplates } from './emailTemplates'
import { parentingLifecycleEmails } from './lifecycleEmails'
import { parentingEmailConfig, parentingRedirects } from './emails'
import { funnelId } from '../../kit/ids'
import { assessmentPages } from './assessment'
import { introPages } from './intro'
import { offerPages } from './offer'
import { parentingOptionSets } from './optionSets'
import { PARENTING, PRODUCT_NAME } from './page'
import { planPages } from './plan'
import { parentingAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'

/** Spec section 2, in order. */
export const PARENTING_PAGE_ORDER = [
  'landing',
  'who-are-you',
  'age',
  'social-proof',
  'number-of-kids',
  'kids-ages',
  'family-dynamics',
  'time-availability',
  'parenting-struggle',
  'severity',
  'empathy-promise',
  'parenting-style-1',
  'parenting-style-2',
  'values-teaching',
  'discipline-beliefs',
  'validation-moment',
  'communication',
  'screen-time',
  'self-care',
  'temper',
  'socialization',
  'aspiration',
  'encouragement-boost',
  'role-models',
  'happiness-statement',
  'sleep-energy',
  'stress-check',
  'self-doubt',
  'final-validation',
  'equality-attitude',
  'interest-focus-areas',
  'learning-preference',
  'sample-books',
  'dedication',
  'email',
  'calculation',
  'plan-reveal',
  'more-social-proof',
  'try-for-free',
  'journey',
  'money',
  'timeline',
  'offer',
  'faq',
  'try-free',
  'congrats',
  'register',
]

export const parentingPagesByKey = new Map([...introPages, ...assessmentPages, ...planPages, ...offerPages].map((page) => [page.key, page]))

export const parentingPages: PageDocument[] = PARENTING_PAGE_ORDER.map((key) => {
  const page = parentingPagesByKey.get(key)
  if (!page) throw new Error(`Parenting page "${key}" has no content`)
  return page
})

export const parentingFunnel: FunnelDocument = {
  _id: funnelId(PARENTING),
  _type: 'funnel',
  key: PARENTING,
  basePath: '/parenting',
  name: `${PRODUCT_NAME} Parenting`,
  description: text(
    'Parenting-style assessment for parents, step-parents, grandparents and other caregivers, with a personal plan of daily 5-minute actions and a 7-day free trial.',
    'Test stylu rodzicielskiego dla rodziców, przybranych rodziców, dziadków i innych opiekunów, z osobistym planem codziennych 5-minutowych działań i 7-dniowym bezpłatnym okresem próbnym.',
  ),
  icon: 'users',
  order: 4,
  theme: themeReference('parenting'),
  pages: references(parentingPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(parentingAbTests.map((test) => test._id)),
  emailTemplates: references([...parentingEmailTemplates, ...parentingLifecycleEmails].map((template) => template._id)),
  pricingLookupKey: 'leadership_v2',
  emailLanguages: ['en', 'es', 'pl', 'de', 'tr'],
  emailBrand: emailBrand('parenting', `${PRODUCT_NAME} Parenting`, 234),
  emailConfig: parentingEmailConfig,
  redirects: parentingRedirects,
}

export const parentingDocuments = [parentingFunnel, ...parentingPages, ...parentingOptionSets, ...parentingAbTests, ...parentingEmailTemplates, ...parentingLifecycleEmails]
