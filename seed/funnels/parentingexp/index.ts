/**
 * The experimental parenting funnel (/parentingexp): the parenting assessment in another
 * order, selling a one-time product (productFormat) instead of a trial.
 *
 * The spec does not show the order; the one chosen here leads with the problem: after who
 * the visitor is, the struggles, their severity and the promise come first (they are why
 * people start), then the family questions, then the social proof just before the style
 * questions (where a long quiz loses most people), then the assessment as in /parenting. The
 * trial pages (try-for-free, journey, money, timeline, try-free) are left out: there is no
 * trial. It ends with offer, faq, congrats, then register (the account page).
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { references, text } from '../../build'
import { parentingexpEmailTemplates } from './emailTemplates'
import { parentingexpLifecycleEmails } from './lifecycleEmails'
import { parentingexpEmailConfig, parentingexpProductLinks, parentingexpRedirects } from './emails'
import { funnelId } from '../../kit/ids'
import { PRODUCT_NAME } from '../parenting/page'
import { offerPages } from './offer'
import { fromParenting } from './pages'
import { PARENTINGEXP, parentingexpAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'

const ASSESSMENT = [
  'landing',
  'who-are-you',
  'age',
  'parenting-struggle',
  'severity',
  'empathy-promise',
  'number-of-kids',
  'kids-ages',
  'family-dynamics',
  'time-availability',
  'social-proof',
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
]

export const PARENTINGEXP_PAGE_ORDER = [...ASSESSMENT, 'offer', 'faq', 'congrats', 'register']

export const parentingexpPages: PageDocument[] = [...ASSESSMENT.map(fromParenting), ...offerPages]

export const parentingexpFunnel: FunnelDocument = {
  _id: funnelId(PARENTINGEXP),
  _type: 'funnel',
  key: PARENTINGEXP,
  basePath: '/parentingexp',
  // Visitors see the name in the header, so it is the product's; the description tells the funnels apart.
  name: `${PRODUCT_NAME} Parenting`,
  description: text(
    'The parenting-style assessment in a different order, ending in a one-time purchase: a PDF and audio toolkit, a video course, the app or a 14-day e-mail challenge, with a 30-day money-back guarantee.',
    'Test stylu rodzicielskiego w innej kolejności, zakończony jednorazowym zakupem: zestawu PDF i audio, kursu wideo, aplikacji lub 14-dniowego wyzwania e-mailowego, z 30-dniową gwarancją zwrotu pieniędzy.',
  ),
  icon: 'toy-brick',
  order: 5,
  theme: themeReference('parentingexp'),
  pages: references(parentingexpPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(parentingexpAbTests.map((test) => test._id)),
  emailTemplates: references([...parentingexpEmailTemplates, ...parentingexpLifecycleEmails].map((template) => template._id)),
  pricingLookupKey: 'parenting_v1',
  emailLanguages: ['en', 'es', 'pl', 'de', 'tr'],
  emailBrand: emailBrand('parentingexp', `${PRODUCT_NAME} Parenting`, 234),
  emailConfig: parentingexpEmailConfig,
  redirects: parentingexpRedirects,
  productLinks: parentingexpProductLinks,
}

export const parentingexpDocuments = [parentingexpFunnel, ...parentingexpPages, ...parentingexpAbTests, ...parentingexpEmailTemplates, ...parentingexpLifecycleEmails]
