/**
 * The pages every browser measurement visits: each funnel's landing, its first choice question
 * after the landing (a mid-funnel page, deep-linked as a returning visitor's link would be), and
 * the two reference pages. Each names the element that is "the heading" on that page.
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
}

/** Single- and multi-choice question templates (schemas/page/templates.ts); the pages measured mid-funnel. */
const CHOICE_QUESTIONS = new Set(['radioQuestion', 'checkboxQuestion'])

export const PRODUCT_HEADING = 'main h1'

export function landingTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.map(({ funnel }) => ({ label: funnel.basePath, kind: 'landing', site: product, url: product.url + funnel.basePath, heading: PRODUCT_HEADING, funnelKey: funnel.key }))
}

export function midFunnelTargets(funnels: readonly FunnelContent[], product: Site): Target[] {
  return funnels.flatMap(({ funnel, pages }) => {
    const page = pages.find((candidate, index) => index > 0 && CHOICE_QUESTIONS.has(candidate.componentType))
    if (!page) return []
    const path = pageRoute(funnel.basePath, page)
    return [{ label: path, kind: 'mid' as const, site: product, url: product.url + path, heading: PRODUCT_HEADING, funnelKey: funnel.key }]
  })
}

export function referenceTargets(sites: Record<SiteName, Site>): Target[] {
  return [
    { label: 'bare React', kind: 'reference', site: sites.bare, url: `${sites.bare.url}/`, heading: 'h1' },
    // SurveyJS renders the question title as a div, not a heading element.
    { label: 'SurveyJS', kind: 'reference', site: sites.survey, url: `${sites.survey.url}/`, heading: '.sd-question__title' },
  ]
}
