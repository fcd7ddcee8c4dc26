import * as z from 'zod/mini'
import { DEFAULT_PRICING_SET, paymentMetadataSchema, priceOptionSchema } from '../../../schemas/payments/wire'

const text = () => z.string().check(z.minLength(1))

/**
 * The checkout navigation payload (spec 3): what the paywall hands to {base}/checkout.
 * pricingSet defaults to 'default', metadata to {}, productInfo to null.
 */
export const checkoutPayloadSchema = z.object({
  onboardingType: text(),
  priceOption: priceOptionSchema,
  countryCode: text(),
  /** Empty when the visitor reached the paywall without giving an e-mail; checkout then asks for it. */
  email: z.string(),
  firebaseUserId: text(),
  pricingSet: z._default(text(), DEFAULT_PRICING_SET),
  metadata: z._default(paymentMetadataSchema, {}),
  productInfo: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
})
export type CheckoutPayload = z.input<typeof checkoutPayloadSchema>
export type ParsedCheckoutPayload = z.infer<typeof checkoutPayloadSchema>

/** Where checkout lives: the site's origin (for the absolute return URLs) and the funnel's base path. */
export interface CheckoutPlace {
  origin: string
  basePath: string
}

/** The payment provider replaces this with the real session id on its way back. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

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

function json(value: string | null): unknown {
  if (value === null || value === '') return undefined
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/**
 * The payload back from a checkout query string (for the checkout page), or undefined when a
 * parameter is missing or malformed: URL parameters are parsed, never trusted.
 */
export function readCheckoutQuery(search: string): ParsedCheckoutPayload | undefined {
  const query = new URLSearchParams(search)
  const parsed = checkoutPayloadSchema.safeParse({
    onboardingType: query.get('onboardingType') ?? undefined,
    priceOption: json(query.get('priceOption')),
    countryCode: query.get('countryCode') ?? undefined,
    email: query.get('email') ?? '',
    firebaseUserId: query.get('firebaseUserId') ?? undefined,
    pricingSet: query.get('pricingSet') || undefined,
    metadata: json(query.get('metadata')),
    productInfo: json(query.get('productInfo')),
  })
  return parsed.success ? parsed.data : undefined
}
