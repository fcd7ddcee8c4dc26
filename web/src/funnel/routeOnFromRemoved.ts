import type { ProcessingRule } from '../../../schemas/rule/schema'
import { findCongratsPage, findPaywallPage } from './navigation'
import { findPageIndex, pageRoute, type RoutablePage } from './paths'

/** The page fields the way on from a removed page reads. */
export interface RemovablePage extends RoutablePage {
  _id?: string
  componentType?: string
  rules?: readonly ProcessingRule[] | null
}

// A rule may rename a page (deeps: the kept paywall becomes `payWall`), so a page and its
// processed twin are matched by document id; pages without one (tests) by key.
const identity = (page: RemovablePage) => page._id ?? page.key

/** What decides whether a page is shown: the tests and questions its hide and show rules read. */
function visibilityDeciders(page: RemovablePage): Set<string> {
  const visibilityRules = (page.rules ?? []).filter((rule) => rule.effect === 'hide' || rule.effect === 'show')
  return new Set(
    visibilityRules.flatMap((rule) => (rule.conditions ?? []).map((condition) => (condition._type === 'variantCondition' ? `test:${condition.test}` : `answer:${condition.questionKey}`))),
  )
}

interface Placed {
  page: RemovablePage
  /** The position of the page's document in content order. */
  contentIndex: number
}

/** A shown page with its place in both lists. */
interface ShownPlaced extends Placed {
  shownIndex: number
}

/**
 * The shown page that took the removed page's place: a page of the same template whose
 * visibility the same A/B test (or question) decides, nearest in content order (after it on a
 * tie). The deeps discount paywall replaces the trial paywall, and the trial paywall the
 * discount ones. A page that only happens to follow is no replacement: the pages of a flow that
 * a variant skips are not replaced by anything.
 */
function replacementOf(removed: Placed, shown: readonly ShownPlaced[]): ShownPlaced | undefined {
  const deciders = visibilityDeciders(removed.page)
  if (deciders.size === 0) return undefined
  const rivals = shown.filter(
    (candidate) => candidate.page.componentType === removed.page.componentType && [...visibilityDeciders(candidate.page)].some((decider) => deciders.has(decider)),
  )
  const distance = (candidate: Placed) => Math.abs(candidate.contentIndex - removed.contentIndex)
  return rivals.reduce<ShownPlaced | undefined>((best, candidate) => {
    if (!best || distance(candidate) < distance(best)) return candidate
    return distance(candidate) === distance(best) && candidate.contentIndex > best.contentIndex ? candidate : best
  }, undefined)
}

/**
 * The last shown index a removed page may lead to: the visitor's paywall, or without one the
 * page before congratulations. A URL of a page the visitor does not get must never let them past
 * the paywall into congratulations or registration.
 */
function lastReachableIndex(shown: readonly RemovablePage[]): number {
  const paywall = findPaywallPage(shown)
  if (paywall) return shown.indexOf(paywall)
  const congrats = findCongratsPage(shown)
  return congrats ? shown.indexOf(congrats) - 1 : shown.length - 1
}

/**
 * Where the URL of a page that the visitor's variants or processing removed leads: to the page
 * that took its place (same template, shown by the same test or question), else the first page
 * after it in content order that the visitor does get; never past the visitor's paywall (then
 * to the paywall itself). Undefined when the URL is no page of the funnel at all (that is an
 * error page) or nothing the visitor gets follows it.
 */
export function routeOnFromRemoved(contentPages: readonly RemovablePage[], shown: readonly RemovablePage[], basePath: string, pathname: string): string | undefined {
  const removedIndex = findPageIndex(contentPages, basePath, pathname)
  if (removedIndex < 0) return undefined
  const contentIndexOf = new Map(contentPages.map((page, index) => [identity(page), index]))
  // Rules are read from the content document (overrides never change them), the template from
  // the processed page (an override may change it).
  const placed: ShownPlaced[] = shown.flatMap((page, shownIndex) => {
    const contentIndex = contentIndexOf.get(identity(page))
    return contentIndex === undefined ? [] : [{ page: { ...contentPages[contentIndex]!, componentType: page.componentType }, contentIndex, shownIndex }]
  })
  const removed = { page: contentPages[removedIndex]!, contentIndex: removedIndex }
  const onward =
    // A page a rule moved to another path is still shown: its old URL leads to it.
    placed.find((candidate) => candidate.contentIndex === removedIndex) ??
    replacementOf(removed, placed) ??
    placed.filter((candidate) => candidate.contentIndex > removedIndex).sort((a, b) => a.contentIndex - b.contentIndex)[0]
  if (!onward) return undefined
  const target = shown[Math.min(onward.shownIndex, lastReachableIndex(shown))]
  return target && pageRoute(basePath, target)
}
