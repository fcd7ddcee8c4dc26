/**
 * The experimental screen-detox funnel (/screendetoxexp): the same 31 pages as /screendetox,
 * built by the same page builders with ids `page.screendetoxexp.<key>`, answered from the same
 * option sets. Its processing (spec section 4) is only the package page's: button text, widget
 * style and pricing set. The spec gives this funnel none of the first funnel's other tests, so
 * every page is shown, the screen-time chart and impact-visualization included. Its thank-you
 * is the 'ready in 2 weeks' waiting room (thankYou.ts).
 */
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { references, str, text } from '../../build'
import { screendetoxexpLifecycleEmails } from './lifecycleEmails'
import { SCREENDETOX_EMAIL_LANGUAGES } from '../screendetox/emails'
import { screendetoxexpEmailConfig, screendetoxexpRedirects } from './emails'
import { funnelId } from '../../kit/ids'
import { fieldFromVariant, overrideWhen } from '../../kit/rules'
import { SCREENDETOX_BRAND } from '../screendetox/index'
import { buildScreendetoxPages } from '../screendetox/pages'
import { withRules } from '../screendetox/rules'
import { readyInTwoWeeks } from './thankYou'
import { packageWidgetStyleTest, paywallButtonTextTest, pricingSetTest, SCREENDETOXEXP, screendetoxexpAbTests } from './tests'
import { emailBrand } from '../../kit/emailBrand'
import { themeReference } from '../../themes'

/**
 * variant-a's package prices in PLN, as the server's catalogue answers them for the pricing set
 * variant-a (the page shows the server's; tests check the two agree). None has a struck price.
 */
export const VARIANT_A_PRICES: Record<string, number> = { start: 77, silver: 147, gold: 227, vip: 397 }

const RULES = {
  'complete-package-selection': {
    rules: [
      overrideWhen(paywallButtonTextTest, 'buyNow', { buttonText: str('Buy now', 'Kup teraz') }),
      overrideWhen(paywallButtonTextTest, 'getMyPlan', { buttonText: str('Get my plan', 'Odbierz swój plan') }),
      overrideWhen(packageWidgetStyleTest, 'simplified', { planStyle: 'simplified' }),
      // The pricing set (default or variant-a) reaches the prices and checkout calls.
      ...fieldFromVariant(pricingSetTest, 'pricingSet'),
    ],
  },
}

/**
 * This funnel's program is ready 2 weeks after the purchase (its waiting room), so its package
 * page does not say "your plan is ready": what is ready at that moment is the family profile.
 */
const PAYWALL_TITLE = str('Your family profile is ready: choose your package', 'Profil Twojej rodziny jest gotowy: wybierz pakiet')

export const screendetoxexpPages: PageDocument[] = buildScreendetoxPages(SCREENDETOXEXP).map((page) => {
  if (page.key === 'congrats') return readyInTwoWeeks(page)
  const ruled = withRules(page, RULES)
  return page.key === 'complete-package-selection' ? { ...ruled, title: PAYWALL_TITLE } : ruled
})

export const screendetoxexpFunnel: FunnelDocument = {
  _id: funnelId(SCREENDETOXEXP),
  _type: 'funnel',
  key: SCREENDETOXEXP,
  basePath: '/screendetoxexp',
  name: `${SCREENDETOX_BRAND} (experiment)`,
  description: text(
    'The screen-detox quiz with an experimental package page: button text, package widget style and two pricing sets are A/B tested.',
    'Quiz o czasie przed ekranem z eksperymentalną stroną pakietów: tekst przycisku, wygląd kart pakietów i dwa zestawy cen są testowane A/B.',
  ),
  icon: 'flask-conical',
  order: 7,
  theme: themeReference('screendetoxexp'),
  pages: references(screendetoxexpPages.map((page) => page._id)),
  processing: { totalProgress: 400 },
  abTests: references(screendetoxexpAbTests.map((test) => test._id)),
  emailTemplates: references(screendetoxexpLifecycleEmails.map((template) => template._id)),
  // Spec 7: screendetoxexp uses the same pricing default as screendetox.
  pricingLookupKey: 'screendetox_v1',
  emailLanguages: SCREENDETOX_EMAIL_LANGUAGES,
  emailBrand: emailBrand('screendetoxexp', SCREENDETOX_BRAND, 178, '#f4f7f2'),
  emailConfig: screendetoxexpEmailConfig,
  redirects: screendetoxexpRedirects,
}

export { screendetoxexpAbTests }

/** Every experimental screen-detox document (its option sets are the first funnel's). */
export const screendetoxexpDocuments = [screendetoxexpFunnel, ...screendetoxexpPages, ...screendetoxexpAbTests, ...screendetoxexpLifecycleEmails]
