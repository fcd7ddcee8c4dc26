/**
 * How the visitor pays: on the provider's hosted checkout page, or inline on the checkout page
 * (Elements). Its own module because the paywall contract, which is on the landing route,
 * needs the list without the rest of the wire schemas.
 */
export const CHECKOUT_TYPES = ['checkout', 'inline'] as const
export type CheckoutType = (typeof CHECKOUT_TYPES)[number]
