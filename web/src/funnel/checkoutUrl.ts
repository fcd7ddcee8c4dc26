/** What the paywall hands to checkout (spec 3, checkout navigation payload). */
export interface CheckoutRequest {
  origin: string
  basePath: string
  onboardingType: string
  priceOption: unknown
  countryCode: string
  email: string
  firebaseUserId: string
  pricingSet?: string
  metadata?: Record<string, unknown>
  productInfo?: unknown
}

/** The payment provider replaces this with the real session id on its way back. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

/**
 * The checkout page URL with every query parameter of spec 2.3: JSON for priceOption and
 * metadata, JSON or empty for productInfo, and success/cancel URLs back to checkout that
 * carry the tier when the metadata has one.
 */
export function checkoutUrl(request: CheckoutRequest): string {
  const checkout = `${request.origin}${request.basePath}/checkout`
  const metadata = request.metadata ?? {}
  const tier = typeof metadata.tier === 'string' || typeof metadata.tier === 'number' ? `&tier=${encodeURIComponent(String(metadata.tier))}` : ''
  const params = new URLSearchParams({
    onboardingType: request.onboardingType,
    priceOption: JSON.stringify(request.priceOption),
    countryCode: request.countryCode,
    email: request.email,
    firebaseUserId: request.firebaseUserId,
    pricingSet: request.pricingSet ?? 'default',
    metadata: JSON.stringify(metadata),
    productInfo: request.productInfo == null ? '' : JSON.stringify(request.productInfo),
    successUrl: `${checkout}?payment_return=true&session_id=${SESSION_ID_PLACEHOLDER}${tier}`,
    cancelUrl: `${checkout}?payment_cancelled=true${tier}`,
  })
  return `${request.basePath}/checkout?${params.toString()}`
}
