import funnelIconSets from 'virtual:funnel-icon-sets'
import { retryingImport } from '../platform/boot/retryingImport'

const loads = new Map<string, Promise<void>>()

/**
 * Loads the icons the funnel's content named when the site was built, once; the set adds its
 * drawings to the page's (ui/iconNodeStore.ts) as it loads. A funnel the build had no set for
 * (none without a snapshot) loads nothing here: its icons load the whole set when drawn.
 */
export function loadFunnelIcons(funnelKey: string): Promise<void> {
  let loading = loads.get(funnelKey)
  if (!loading) {
    const load = funnelIconSets[funnelKey]
    loading = load ? retryingImport(load)().then(() => undefined) : Promise.resolve()
    loads.set(funnelKey, loading)
  }
  return loading
}
