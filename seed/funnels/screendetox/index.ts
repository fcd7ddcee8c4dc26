/**
 * The screen-detox funnel (/screendetox): a quiz for parents of children aged 1 to 6+ about
 * screen time, ending in a choice of four one-time packages (START, SILVER, GOLD, VIP in PLN).
 * Processing (spec section 4) is rules on the pages (rules.ts): impact-visualization is left out
 * under impactVisualizationPage skip, the screen-time chart is hidden unless paywallLayout is
 * classic, and every other A/B test overrides copy or a layout field of its page.
 *
 * Not here yet: the screen-detox profile stored client side with its fallback defaults (spec
 * section 3) is platform work for a later issue.
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { references, text } from '../../build'
import { screendetoxLifecycleEmails } from './lifecycleEmails'
import { SCREENDETOX_EMAIL_LANGUAGES, screendetoxEmailConfig, screendetoxRedirects } from './emails'
import { funnelId } from '../../kit/ids'
import { screendetoxOptionSets, SCREENDETOX } from './optionSets'
import { buildScreendetoxPages } from './pages'
import { SCREENDETOX_RULES, withRules } from './rules'
import { screendetoxAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'

export { SCREENDETOX_PAGE_ORDER } from './pages'

/** The brand the spec leaves unnamed ("a brand with a logo"): the content's own name for it. */
export const SCREENDETOX_BRAND = 'Calm Screens'

export const screendetoxPages: PageDocument[] = buildScreendetoxPages(SCREENDETOX).map((page) => withRules(page, SCREENDETOX_RULES))

export const screendetoxFunnel: FunnelDocument = {
  _id: funnelId(SCREENDETOX),
  _type: 'funnel',
  key: SCREENDETOX,
  basePath: '/screendetox',
  name: SCREENDETOX_BRAND,
  description: text(
    "Screen-time quiz for parents of children aged 1 to 6+: a 4-week, 5-step method by a child psychologist, with 66 screen-free activities and four one-time packages in PLN. The expert's name and title are the content's own (the spec does not give them).",
    'Quiz o czasie przed ekranem dla rodziców dzieci w wieku od 1 do 6+ lat: 4-tygodniowa metoda 5 kroków opracowana przez psycholożkę dziecięcą, 66 zajęć bez ekranu i cztery jednorazowe pakiety w PLN. Imię, nazwisko i tytuł ekspertki pochodzą z treści (specyfikacja ich nie podaje).',
  ),
  icon: 'toy-brick',
  order: 6,
  theme: themeReference('screendetox'),
  pages: references(screendetoxPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(screendetoxAbTests.map((test) => test._id)),
  emailTemplates: references(screendetoxLifecycleEmails.map((template) => template._id)),
  pricingLookupKey: 'screendetox_v1',
  emailLanguages: SCREENDETOX_EMAIL_LANGUAGES,
  emailBrand: emailBrand('screendetox', SCREENDETOX_BRAND, 178, '#f4f7f2'),
  emailConfig: screendetoxEmailConfig,
  redirects: screendetoxRedirects,
}

export { screendetoxAbTests, screendetoxOptionSets }

/** Every screen-detox document: the funnel, its pages, option sets, A/B tests and e-mail templates. */
export const screendetoxDocuments = [screendetoxFunnel, ...screendetoxPages, ...screendetoxOptionSets, ...screendetoxAbTests, ...screendetoxLifecycleEmails]
