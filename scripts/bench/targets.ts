/**
 * The pages every browser measurement visits: each funnel's landing, five of its later pages
 * opened by their link (deep links, as a reload or an e-mail link opens them: a question, an
 * interstitial, the result, the paywall and the checkout page), and the two reference pages.
 * Each names the element that is "the heading" on that page.
 */
import type { FunnelContent } from '../../schemas/content/schema'
import { pageRoute } from '../../web/src/funnel/paths'
import type { Site, SiteName } from './sites'

export type TargetKind = 'landing' | 'mid' | 'reference'

export interface Target {
  /** The row label: the path for product pages, the reference's name otherwise. */
  label: string
  kind: TargetKind
  site: Site
  url: string
  /** CSS selector of the page's main heading. */
  heading: string
  funnelKey?: string
  /** A deep link's page kind. */
  page?: DeepLinkKind
}

export type DeepLinkKind = 'question' | 'interstitial' | 'result' | 'paywall' | 'checkout'

/** Single- and multi-choice question templates (schemas/page/templates.ts); the pages measured mid-funnel. */
const CHOICE_QUESTIONS = new Set(['radioQuestion', 'checkboxQuestion'])

export const PRODUCT_HEADING = 'main h1'

export function landingTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.map(({ funnel }) => ({ label: funnel.basePath, kind: 'landing', site: product, url: product.url + funnel.basePath, heading: PRODUCT_HEADING, funnelKey: funnel.key }))
}

/** The first page after the landing of each kind that every variant shows; the result is the personal result, else the plan reveal, else the last page before the paywall. */
const DEEP_LINK_TEMPLATES: Record<Exclude<DeepLinkKind, 'checkout'>, readonly string[]> = {
  question: [...CHOICE_QUESTIONS],
  interstitial: ['interruptor'],
  result: ['result', 'planReveal', 'endPage'],
  paywall: ['paywall'],
}

/**
 * The checkout page as a visitor opens it by its link: back from the payment provider, with a
 * session id the server then checks (the bench's functions emulator knows no such session, so
 * the page shows the check's failure, drawn on the same page).
 */
export const CHECKOUT_RETURN_QUERY = '?payment_return=true&session_id=cs_bench_return'

type Page = FunnelContent['pages'][number]

/**
 * Whether a variant decides if the page is shown at all: a visitor in the other variant who
 * opens its link is led on by the app, so Lighthouse would measure whichever page the head
 * script's draw led to, a different one each run.
 */
const shownByVariant = (page: Page) =>
  (page.rules ?? []).some((rule) => (rule.effect === 'hide' || rule.effect === 'show') && (rule.conditions ?? []).some((condition) => condition._type === 'variantCondition'))

export function deepLinkTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.flatMap(({ funnel, pages }) => {
    const target = (page: DeepLinkKind, path: string): Target => ({ label: path, kind: 'mid', page, site: product, url: product.url + path, heading: PRODUCT_HEADING, funnelKey: funnel.key })
    const content = Object.entries(DEEP_LINK_TEMPLATES).flatMap(([kind, templates]) => {
      const page = templates.map((type) => pages.find((candidate, index) => index > 0 && candidate.componentType === type && !shownByVariant(candidate))).find(Boolean)
      return page ? [target(kind as DeepLinkKind, pageRoute(funnel.basePath, page))] : []
    })
    return [...content, target('checkout', `${funnel.basePath}/checkout${CHECKOUT_RETURN_QUERY}`)]
  })
}

export function referenceTargets(sites: Record<SiteName, Site>): Target[] {
  return [
    { label: 'bare React', kind: 'reference', site: sites.bare, url: `${sites.bare.url}/`, heading: 'h1' },
    // SurveyJS renders the question title as a div, not a heading element.
    { label: 'SurveyJS', kind: 'reference', site: sites.survey, url: `${sites.survey.url}/`, heading: '.sd-question__title' },
  ]
}
