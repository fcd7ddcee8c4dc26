import { useEffect } from 'react'
import type { RenderPage } from '../content/renderPages'
import { replayEarlyInput } from '../platform/boot/earlyInput'
import { afterPaint } from '../platform/boot/afterPaint'
import { firstPagePainted } from '../platform/boot/platformBoot'
import { preloadTemplate } from '../templates/registry'

/**
 * Rendered beside a page's template, inside its Suspense boundary, so it mounts only once the
 * template is on screen: then, and not before, the visitor platform may load and the next page
 * is prepared: its template is fetched and, when its contract's role says it preloads data (a
 * paywall's prices, spec 4: preloading, failures only warn), that is looked up, so it opens at
 * once. None of it competes with the page's first paint, and such code loads on demand, in the
 * template's own chunk, never with the landing. Input the visitor gave the prerendered landing
 * before the app took it over is done again here, now that the page's handlers are attached.
 */
export function AfterPageShown({ next, funnelKey }: { next: RenderPage | undefined; funnelKey: string }) {
  useEffect(() => {
    void replayEarlyInput()
    firstPagePainted()
  }, [])
  useEffect(() => {
    if (!next) return
    afterPaint(() => preloadTemplate(next, funnelKey))
  }, [next, funnelKey])
  return null
}
