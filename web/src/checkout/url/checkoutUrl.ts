import { SESSION_ID_PLACEHOLDER } from '../../funnel/providerReturn'
import { DEFAULT_PRICING_SET, type PaymentMetadata, type PriceOption } from '../../../../schemas/payments/wire'

/**
 * The checkout navigation payload (spec 3): what the paywall hands to {base}/checkout.
 * pricingSet defaults to 'default', metadata to {}, productInfo to null. The checkout page
 * parses it back with checkoutQuery.ts.
 */
export interface CheckoutPayload {
  onboardingType: string
  priceOption: PriceOption
  countryCode: string
  /** Empty when the visitor reached the paywall without giving an e-mail; checkout then asks for it. */
  email: string
  firebaseUserId: string
  pricingSet?: string
  metadata?: PaymentMetadata
  productInfo?: Record<string, unknown> | null
}

/** Where checkout lives: the site's origin (for the absolute return URLs) and the funnel's base path. */
export interface CheckoutPlace {
  origin: string
  basePath: string
}

/**
 * The checkout route with every query parameter of spec 2.3: JSON for priceOption and
 * metadata, JSON or empty for productInfo, and absolute success/cancel URLs back to checkout
 * that carry the tier when the metadata has one. The route itself is relative (in-app).
 */
export function checkoutUrl(request: CheckoutPlace & CheckoutPayload): string {
  const checkout = `${request.origin}${request.basePath}/checkout`
  const metadata = request.metadata ?? {}
  const tier = typeof metadata.tier === 'string' || typeof metadata.tier === 'number' ? `&tier=${encodeURIComponent(String(metadata.tier))}` : ''
  const params = new URLSearchParams({
    onboardingType: request.onboardingType,
    priceOption: JSON.stringify(request.priceOption),
    countryCode: request.countryCode,
    email: request.email,
    firebaseUserId: request.firebaseUserId,
    pricingSet: request.pricingSet ?? DEFAULT_PRICING_SET,
    metadata: JSON.stringify(metadata),
    productInfo: request.productInfo == null ? '' : JSON.stringify(request.productInfo),
    successUrl: `${checkout}?payment_return=true&session_id=${SESSION_ID_PLACEHOLDER}${tier}`,
    cancelUrl: `${checkout}?payment_cancelled=true${tier}`,
  })
  return `${request.basePath}/checkout?${params.toString()}`
}
