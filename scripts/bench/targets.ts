/**
 * The pages every browser measurement visits: each funnel's landing, five of its later pages
 * opened by their link (deep links, as a reload or an e-mail link opens them: a question, an
 * interstitial, the result, the paywall and the checkout page), and the two reference pages.
 * Each names the element that is "the heading" on that page.
 */
import type { FunnelContent } from '../../schemas/content/schema'
import type { Variants } from '../../web/src/funnel/answers'
import { renderPages } from '../../web/src/content/renderPages'
import { findPageIndex, pageRoute } from '../../web/src/funnel/paths'
import { processPages } from '../../web/src/funnel/processPages'
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
  /**
   * Local storage the visitor's browser holds before the page loads (full keys): for a page only
   * some A/B variants show, variants that show it, so the page measured is the one linked to.
   */
  localStorage?: Readonly<Record<string, string>>
}

export type DeepLinkKind = 'question' | 'interstitial' | 'result' | 'paywall' | 'checkout'

/** Single- and multi-choice question templates (schemas/page/templates.ts); the pages measured mid-funnel. */
const CHOICE_QUESTIONS = new Set(['radioQuestion', 'checkboxQuestion'])

export const PRODUCT_HEADING = 'main h1'

export function landingTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.map(({ funnel }) => ({ label: funnel.basePath, kind: 'landing', site: product, url: product.url + funnel.basePath, heading: PRODUCT_HEADING, funnelKey: funnel.key }))
}

/** The first page after the landing of each kind (preferring one every variant shows); the result is the personal result, else the plan reveal, else the last page before the paywall. */
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

/** Every assignment of the given tests' variants, the rest left to their defaults. */
function assignments(content: FunnelContent, testKeys: readonly string[]): Variants[] {
  return testKeys.reduce<Variants[]>((partial, key) => {
    const values = content.abTests.find((test) => test.key === key)?.variants?.map((variant) => variant.value) ?? []
    return partial.flatMap((variants) => values.map((value) => ({ ...variants, [key]: value })))
  }, [{}])
}

/**
 * The variants under which a visitor with no answers is shown `page`: none when every visitor
 * is, else the first assignment of the tests its rules name that shows it. A visitor in another
 * variant who opens its link is led on by the app, so Lighthouse would measure whichever page the
 * head script's draw led to, a different one each run.
 */
export function variantsShowing(content: FunnelContent, page: Page): Variants | undefined {
  const testKeys = [...new Set((page.rules ?? []).flatMap((rule) => (rule.conditions ?? []).flatMap((condition) => (condition._type === 'variantCondition' ? [condition.test] : []))))]
  const path = pageRoute(content.funnel.basePath, page)
  const shows = (variants: Variants) => findPageIndex(processPages(renderPages(content), variants, {}, content.abTests), content.funnel.basePath, path) >= 0
  const candidates = assignments(content, testKeys)
  if (candidates.every(shows)) return undefined
  return candidates.find(shows)
}

export function deepLinkTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.flatMap((content) => {
    const { funnel, pages } = content
    const target = (page: DeepLinkKind, path: string, variants?: Variants): Target => ({
      label: path,
      kind: 'mid',
      page,
      site: product,
      url: product.url + path,
      heading: PRODUCT_HEADING,
      funnelKey: funnel.key,
      ...(variants ? { localStorage: { [`funnels-ab:${funnel.key}`]: JSON.stringify(variants) } } : {}),
    })
    const measured = Object.entries(DEEP_LINK_TEMPLATES).flatMap(([kind, templates]) => {
      const candidates = templates.flatMap((type) => pages.filter((candidate, index) => index > 0 && candidate.componentType === type))
      // One every visitor is shown when there is one, else the first with variants that show it.
      const page = candidates.find((candidate) => !variantsShowing(content, candidate)) ?? candidates[0]
      return page ? [target(kind as DeepLinkKind, pageRoute(funnel.basePath, page), variantsShowing(content, page))] : []
    })
    return [...measured, target('checkout', `${funnel.basePath}/checkout${CHECKOUT_RETURN_QUERY}`)]
  })
}

export function referenceTargets(sites: Record<SiteName, Site>): Target[] {
  return [
    { label: 'bare React', kind: 'reference', site: sites.bare, url: `${sites.bare.url}/`, heading: 'h1' },
    // SurveyJS renders the question title as a div, not a heading element.
    { label: 'SurveyJS', kind: 'reference', site: sites.survey, url: `${sites.survey.url}/`, heading: '.sd-question__title' },
  ]
}
