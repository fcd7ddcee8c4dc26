import { findPageIndex, pageRoute, type RoutablePage } from './paths'

/**
 * The route of the page after the one at `pathname` in the processed list, or null (and a
 * console error) when there is none: the visitor stays where they are.
 */
export function nextRoute(pages: readonly RoutablePage[], basePath: string, pathname: string): string | null {
  const index = findPageIndex(pages, basePath, pathname)
  const next = index >= 0 ? pages[index + 1] : undefined
  if (!next) {
    console.error(`ERROR @NavigationUtils no next page after ${pathname}`)
    return null
  }
  return pageRoute(basePath, next)
}
