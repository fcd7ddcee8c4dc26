/**
 * The demo funnel (/demo): the showcase of every page template, in the spec's page order
 * (section 2.9). The demo price (9.99 per month for a visitor paying in dollars) is the
 * catalogue's: the paywall shows it from the server's price answer, and no other page types an
 * amount, which would be wrong in every other currency. Pages live in one module per group of
 * templates; this module puts them in order.
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { references, text } from '../../build'
import { funnelId } from '../../kit/ids'
import { demoEmailTemplates } from './emailTemplates'
import { demoLifecycleEmails } from './lifecycleEmails'
import { demoEmailConfig, demoRedirects } from './emails'
import { introPages } from './intro'
import { offerPages } from './offer'
import { demoRefundTimeTest, postPurchasePages } from './postPurchase'
import { DEMO } from './page'
import { questionPages } from './questions'
import { registerPage } from './register'
import { resultPages } from './results'
import { demoInterstitialsTest } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'

/** Spec 2.9, in order, then the account page (register.ts says why it is last). */
export const DEMO_PAGE_ORDER = [
  'demoLanding',
  'interruptor-basic',
  'interruptor-multi-title',
  'interruptor-simple',
  'scale-question-basic',
  'scale-question-text',
  'scale-question-empathy',
  'radio-question-basic',
  'radio-question-info',
  'checkbox-question',
  'age',
  'email',
  'calculation',
  'book-summaries',
  'social-proof',
  'testimonial',
  'end-page-1',
  'end-page-2',
  'end-page-3',
  'end-page-4',
  // Questions are answered before paying; after checkout comes congrats (spec 2.4), then the
  // post-purchase waiting room shows what follows a purchase.
  'faq',
  'paywall',
  'congrats',
  'waiting-room',
  'screen-time-chart',
  'expert-introduction',
  'method-preview',
  'impact-visualization',
  'plan-reveal',
  'promise',
  'result',
  'ai-mentor-intro',
  'efficiency-chart',
  'impact-calculation',
  'before-after-transformation',
  'book-comparison',
  'interruptor-obstacles',
  'interruptor-tweet',
  'register',
] as const

const byKey = new Map([...introPages, ...questionPages, ...resultPages, ...offerPages, ...postPurchasePages, registerPage].map((page) => [page.key, page]))

/** The demo pages in spec order; keys without a page yet are left out (a unit test lists them). */
export const demoPages: PageDocument[] = DEMO_PAGE_ORDER.flatMap((key) => byKey.get(key) ?? [])

export const demoFunnel: FunnelDocument = {
  _id: funnelId(DEMO),
  _type: 'funnel',
  key: DEMO,
  basePath: '/demo',
  name: 'Demo',
  description: text('Showcase of every page template', 'Prezentacja wszystkich szablonów stron'),
  icon: 'flask-conical',
  order: 3,
  theme: themeReference('demo'),
  pages: references(demoPages.map((p) => p._id)),
  processing: { totalProgress: 400 },
  abTests: references([demoInterstitialsTest._id, demoRefundTimeTest._id]),
  emailTemplates: references([...demoEmailTemplates, ...demoLifecycleEmails].map((t) => t._id)),
  pricingLookupKey: 'leadership_v2',
  emailLanguages: ['en', 'es', 'pl'],
  emailBrand: emailBrand('demo', 'Demo', 106),
  emailConfig: demoEmailConfig,
  redirects: demoRedirects,
}

export const demoDocuments = [demoFunnel, ...demoPages, demoInterstitialsTest, demoRefundTimeTest, ...demoEmailTemplates, ...demoLifecycleEmails]
