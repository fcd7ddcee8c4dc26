import { findPageIndex, normalizePathname, pageRoute, type RoutablePage } from './paths'
import { roleOf } from './templateRole'

/** The page fields navigation reads. */
export interface NavigablePage extends RoutablePage {
  componentType?: string
}

export interface FunnelPlace {
  /** The funnel's key (onboardingKey) and base path; without them navigation refuses. */
  funnelKey: string
  basePath: string
  pages: readonly NavigablePage[]
}

const CONGRATS_KEYS = ['congrats', 'thankYou', 'congratsPage']
const PAYWALL_KEYS = ['offer', 'payWall', 'paywall', 'completePackageSelection']

/**
 * Whether `pathname` is a checkout route: one of its segments is exactly `checkout` (spec 2.4,
 * "any path containing /checkout"), so `/leadership/checkout` and `/leadership/checkout/return`
 * are, while a page such as `/leadership/checkout-tips` is not.
 */
export const isCheckoutPath = (pathname: string): boolean => pathname.split(/[?#]/, 1)[0]!.split('/').includes('checkout')

function placeIsComplete(place: FunnelPlace): boolean {
  if (place.funnelKey && place.basePath) return true
  console.error('ERROR @NavigationUtils page skipped: missing onboardingKey or basePath', place)
  return false
}

/** The congratulations page: by key (congrats, thankYou, congratsPage) or by its template's role. */
export function findCongratsPage(pages: readonly NavigablePage[]): NavigablePage | undefined {
  return pages.find((page) => CONGRATS_KEYS.includes(page.key) || roleOf(page.componentType).congrats === true)
}

/** The paywall page: by its template's role or one of the spec's paywall keys. */
export function findPaywallPage(pages: readonly NavigablePage[]): NavigablePage | undefined {
  return pages.find((page) => roleOf(page.componentType).paywall === true) ?? pages.find((page) => PAYWALL_KEYS.includes(page.key))
}

/**
 * The route after `pathname` in the processed list. From checkout it is the congratulations
 * page. Null (with a console error) when there is none: the visitor stays where they are.
 */
export function nextRoute(place: FunnelPlace, pathname: string): string | null {
  if (!placeIsComplete(place)) return null
  if (isCheckoutPath(pathname)) {
    const congrats = findCongratsPage(place.pages)
    if (!congrats) {
      console.error('ERROR @NavigationUtils congrats page not found after checkout')
      return null
    }
    return pageRoute(place.basePath, congrats)
  }
  const index = findPageIndex(place.pages, place.basePath, pathname)
  const next = index >= 0 ? place.pages[index + 1] : undefined
  if (!next) {
    console.error(`ERROR @NavigationUtils no next page after ${pathname}`)
    return null
  }
  return pageRoute(place.basePath, next)
}

/**
 * Where back leads when it does not simply follow history: from checkout, the paywall.
 * Null means "use history".
 */
export function backOverride(place: FunnelPlace, pathname: string): string | null {
  if (!isCheckoutPath(pathname)) return null
  const paywall = findPaywallPage(place.pages)
  return paywall ? pageRoute(place.basePath, paywall) : null
}

/**
 * Forward or back, decided by the two paths' order in the page list. Checkout is not a page:
 * it sits just after the paywall.
 */
export function direction(place: FunnelPlace, from: string, to: string): 'forward' | 'back' {
  const paywall = findPaywallPage(place.pages)
  const checkoutOrder = (paywall ? place.pages.indexOf(paywall) : place.pages.length) + 0.5
  const order = (pathname: string) =>
    isCheckoutPath(pathname) ? checkoutOrder : findPageIndex(place.pages, place.basePath, normalizePathname(pathname))
  return order(to) < order(from) ? 'back' : 'forward'
}
