import { findCongratsPage, findPaywallPage, type NavigablePage } from './navigation'
import { pageRoute } from './paths'
import { roleOf } from './templateRole'

/**
 * Whether a page shows purchase content: its template's role says so (congratulations, the
 * account, the waiting room), or it is the funnel's congratulations page by the spec's keys
 * whatever its template (parenting's thank-you is a waiting room). Such a page is shown only to
 * a visitor the server knows as a buyer.
 */
export function isPurchaseOnlyPage(page: NavigablePage, pages: readonly NavigablePage[]): boolean {
  return roleOf(page.componentType).purchaseOnly === true || findCongratsPage(pages) === page
}

/**
 * Where a visitor without a purchase is led from a purchase page: the first paywall of their
 * processed pages (deeps' trial or discount paywall, as their variant has it), else the funnel's
 * landing.
 */
export function paywallRoute(basePath: string, pages: readonly NavigablePage[]): string {
  const paywall = findPaywallPage(pages)
  return paywall ? pageRoute(basePath, paywall) : basePath
}
