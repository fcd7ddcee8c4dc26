/**
 * From the paywall to checkout: builds the checkout navigation payload (spec 3) with the
 * visitor's user id, and the in-app route to {base}/checkout that carries it (spec 2.3). The
 * checkout page reads the query back (url/checkoutQuery readCheckoutEntry) and creates the
 * provider's session.
 */
import type { PaymentMetadata, PriceOption } from '../../../../schemas/payments/wire'
import { checkoutUrl, type CheckoutPayload } from '../url/checkoutUrl'
import { visitorUserId } from '../../platform/firebase/backend'

export interface CheckoutStart {
  /** The funnel: its key is the onboarding type, its base path is where checkout lives. */
  funnel: { key: string; basePath: string }
  priceOption: PriceOption
  countryCode: string
  /**
   * The visitor's e-mail. Every funnel asks for it before the paywall; a visitor who skipped
   * it (a deep link to the paywall) still goes on with an empty one, and checkout asks for it,
   * rather than losing the purchase.
   */
  email: string | undefined
  pricingSet: string
  metadata: PaymentMetadata
  productInfo: Record<string, unknown> | null
}

/** The spec 3 checkout navigation payload; the user id waits for the anonymous sign-in. */
export async function checkoutPayload(start: CheckoutStart): Promise<CheckoutPayload> {
  return {
    onboardingType: start.funnel.key,
    priceOption: start.priceOption,
    countryCode: start.countryCode,
    email: start.email ?? '',
    firebaseUserId: await visitorUserId(),
    pricingSet: start.pricingSet,
    metadata: start.metadata,
    productInfo: start.productInfo,
  }
}

/** The relative checkout route; its success and cancel URLs are absolute, on this site's origin. */
export async function checkoutRoute(start: CheckoutStart): Promise<string> {
  return checkoutUrl({ origin: window.location.origin, basePath: start.funnel.basePath, ...(await checkoutPayload(start)) })
}

/** Sends the visitor to checkout with this price; resolves with the route it navigated to. */
export async function startCheckout(start: CheckoutStart, navigate: (to: string) => void): Promise<string> {
  const route = await checkoutRoute(start)
  navigate(route)
  return route
}
