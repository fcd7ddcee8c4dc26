/** The page fields that decide where a page lives. */
export interface RoutablePage {
  key: string
  path?: string
}

/**
 * The route of a page: an empty path is the funnel's landing page (its base path), a path
 * starting with / is absolute, anything else is relative to the base path.
 */
export function pageRoute(basePath: string, page: RoutablePage): string {
  const path = (page.path ?? '').trim()
  if (path === '') return basePath
  if (path.startsWith('/')) return path
  return `${basePath}/${path}`
}

/** Trailing slashes do not make a different page. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Index of the page living at `pathname`, or -1. */
export function findPageIndex(pages: readonly RoutablePage[], basePath: string, pathname: string): number {
  const wanted = normalizePathname(pathname)
  return pages.findIndex((page) => normalizePathname(pageRoute(basePath, page)) === wanted)
}
