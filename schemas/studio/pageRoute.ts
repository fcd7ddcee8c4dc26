/**
 * Where a page of a funnel is shown: the same rule as the renderer's `pageRoute`
 * (web/src/funnel/paths.ts, which schemas/ may not import; a test there keeps the two equal). An
 * empty path is the funnel's landing page, a path starting with / is absolute, anything else is
 * relative to the base path.
 */
export function pageRouteIn(basePath: string, path: string | null | undefined): string {
  const trimmed = (path ?? '').trim()
  if (trimmed === '') return basePath
  if (trimmed.startsWith('/')) return trimmed
  return `${basePath}/${trimmed}`
}
