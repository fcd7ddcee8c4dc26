import { findPageIndex, pageRoute, type RoutablePage } from './paths'

/**
 * Where the URL of a page that the visitor's variants or processing removed leads: the first
 * page after it in content order that the visitor does get. Undefined when the URL is no page of
 * the funnel at all (that is an error page) or nothing the visitor gets follows it.
 */
export function routeOnFromRemoved(contentPages: readonly RoutablePage[], shown: readonly RoutablePage[], basePath: string, pathname: string): string | undefined {
  const removed = findPageIndex(contentPages, basePath, pathname)
  if (removed < 0) return undefined
  const shownKeys = new Set(shown.map((page) => page.key))
  const next = contentPages.slice(removed + 1).find((page) => shownKeys.has(page.key))
  return next && pageRoute(basePath, shown.find((page) => page.key === next.key)!)
}
