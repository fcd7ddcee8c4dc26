import { useEffect } from 'react'
import { afterPaint, firstPagePainted } from '../platform/platformBoot'
import { preloadTemplate } from '../templates/registry'

/**
 * Rendered beside a page's template, inside its Suspense boundary, so it mounts only once the
 * template is on screen: then, and not before, the visitor platform may load and the next
 * page's template is fetched. Neither competes with the page's first paint.
 */
export function AfterPageShown({ nextType }: { nextType: string | undefined }) {
  useEffect(() => firstPagePainted(), [])
  useEffect(() => {
    if (nextType) afterPaint(() => preloadTemplate(nextType))
  }, [nextType])
  return null
}
