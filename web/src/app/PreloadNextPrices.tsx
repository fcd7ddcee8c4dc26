import { useEffect } from 'react'
import type { RenderPage } from '../content/renderPages'
import { afterPaint } from '../platform/platformBoot'

/**
 * Rendered beside a page once it is on screen: when the next page is a paywall, its prices are
 * looked up after the paint (spec 4: preloading, failures only warn), so the paywall shows them
 * at once. The pricing code loads on demand, never with the landing.
 */
export function PreloadNextPrices({ next, funnelKey }: { next: RenderPage | undefined; funnelKey: string }) {
  useEffect(() => {
    if (next?.componentType !== 'paywall') return
    afterPaint(() => {
      // Through the paywall's own chunk, which the app already knows how to load: no new chunk list in the landing.
      import('../templates/paywall/Paywall')
        .then(({ preloadPaywallPrices }) => preloadPaywallPrices(next, funnelKey))
        .catch((error: unknown) => console.warn('[pricing] preloading the next paywall failed', error))
    })
  }, [next, funnelKey])
  return null
}
