/**
 * The 31 screen-detox pages in the spec's order (section 2) and the account page after them
 * (register), built for one funnel: both
 * /screendetox and /screendetoxexp call this with their own key, so they share one page list.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { assessmentPages } from './assessment'
import { introPages } from './intro'
import { offerPages } from './offer'
import { screendetoxKit } from './page'
import { reflectionPages } from './reflection'

/** Spec 2, "Screen-detox pages, in order", then register: the keys (a page's path is its key; the landing's is ''). */
export const SCREENDETOX_PAGE_ORDER = [
  'landing',
  'quiz-intro',
  'children-ages',
  'parent-role',
  'promise-benefits',
  'screen-time-baseline',
  'device-usage',
  'struggling-areas',
  'empathy-validation-1',
  'parenting-challenges',
  'impact-frequency',
  'impact-validation',
  'child-behavior',
  'parenting-response',
  'reassurance',
  'emotional-impact',
  'expectation-validation',
  'expectations',
  'motivation',
  'screen-time-chart',
  'confidence-validation',
  'confidence-level',
  'obstacles-validation',
  'social-proof',
  'expert-introduction',
  'method-preview',
  'impact-visualization',
  'best-success-story',
  'email-capture',
  'complete-package-selection',
  'congrats',
  'register',
] as const

/** The pages of one screen-detox funnel, in order, with ids `page.<funnel>.<key>`. */
export function buildScreendetoxPages(funnel: string): PageDocument[] {
  const kit = screendetoxKit(funnel)
  const byKey = new Map([...introPages(kit), ...assessmentPages(kit), ...reflectionPages(kit), ...offerPages(kit)].map((page) => [page.key, page]))
  return SCREENDETOX_PAGE_ORDER.map((key) => {
    const page = byKey.get(key)
    if (!page) throw new Error(`${funnel}: no page for key ${key}`)
    return page
  })
}
