/**
 * Asks for a paywall's prices ahead of time, while the visitor is still on the page before it,
 * so the paywall opens with its prices from the cache. The app imports this module on demand:
 * the pricing code never reaches the landing's JavaScript.
 */
import type { RenderPage } from '../../content/renderPages'
import { preloadPricing } from './getPricing'
import { visitorCountry } from './pricing'
import { paywallLookup } from './paywallPricing'

export function preloadPaywallPrices(page: RenderPage, funnelKey: string): Promise<void> {
  if (page.componentType !== 'paywall') return Promise.resolve()
  return preloadPricing([paywallLookup(page, funnelKey, visitorCountry())])
}
