/**
 * What a checkout URL asks for (spec 2.3), parsed, never trusted. Three entries share the route:
 * the paywall's fresh visit (the navigation payload), the provider's return (payment_return=true
 * with the session id; the URL alone never counts as paid) and the provider's cancel
 * (payment_cancelled=true).
 */
import * as z from 'zod/mini'
import { DEFAULT_COUNTRY, DEFAULT_PRICING_SET, paymentMetadataSchema, priceOptionSchema, type CheckoutType, type PaymentMetadata, type PriceOption } from '../../../../schemas/payments/wire'
import { providerAnswer, SESSION_ID_PLACEHOLDER } from '../../funnel/providerReturn'

export interface FreshCheckout {
  onboardingType: string
  priceOption: PriceOption
  countryCode: string
  /** Empty when the visitor reached the paywall without an e-mail: checkout asks for it. */
  email: string
  firebaseUserId: string | undefined
  pricingSet: string
  metadata: PaymentMetadata
  productInfo: Record<string, unknown> | null
  checkoutType: CheckoutType
  successUrl: string
  cancelUrl: string | undefined
}

export type CheckoutEntry =
  | { kind: 'fresh'; checkout: FreshCheckout }
  | { kind: 'return'; sessionId: string }
  | { kind: 'cancelled' }
  | { kind: 'invalid'; problem: string }


const text = () => z.string().check(z.minLength(1))
const json = z.pipe(
  z.string(),
  z.transform((value, context) => {
    try {
      return JSON.parse(value) as unknown
    } catch {
      context.issues.push({ code: 'custom', message: 'is not JSON', input: value })
      return z.NEVER
    }
  }),
)

/**
 * The return URLs must lead back to this site: a link that sends the payment provider's
 * visitor elsewhere afterwards is refused as malformed.
 */
const sameSiteUrl = (origin: string) => z.url().check(z.refine((url) => originOf(url) === origin, 'must lead back to this site'))

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined // z.url() has already said why
  }
}

function freshSchema(origin: string) {
  return z.object({
    onboardingType: text(),
    priceOption: z.pipe(json, priceOptionSchema),
    // Spec 9: US is the default country; a malformed code is no reason to stop a purchase.
    countryCode: z.catch(z.pipe(z.pipe(z.string(), z.transform((code) => code.toUpperCase())), z.string().check(z.regex(/^[A-Z]{2}$/))), DEFAULT_COUNTRY),
    email: z._default(z.string(), ''),
    firebaseUserId: z.optional(text()),
    pricingSet: z._default(text(), DEFAULT_PRICING_SET),
    metadata: z._default(z.pipe(json, paymentMetadataSchema), {}),
    productInfo: z._default(z.pipe(json, z.nullable(z.record(z.string(), z.unknown()))), null),
    successUrl: sameSiteUrl(origin),
    cancelUrl: z.optional(sameSiteUrl(origin)),
  })
}

/** Query parameters that are absent or empty count as not given (the schema's defaults apply). */
function given(query: URLSearchParams, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => {
    const value = query.get(name)
    return value === null || value === '' ? [] : [[name, value]]
  }))
}

const FRESH_PARAMS = ['onboardingType', 'priceOption', 'countryCode', 'email', 'firebaseUserId', 'pricingSet', 'metadata', 'productInfo', 'successUrl', 'cancelUrl'] as const

/** Which entry a checkout URL is, with its parsed parameters; `origin` is this site's. */
export function readCheckoutEntry(search: string, origin: string): CheckoutEntry {
  // The provider's cancel or return: the head script of the prerendered checkout reads the same.
  const answer = providerAnswer(search)
  if (answer) return answer
  const query = new URLSearchParams(search)
  const parsed = freshSchema(origin).safeParse(given(query, FRESH_PARAMS))
  if (!parsed.success) return { kind: 'invalid', problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') }
  const checkoutType: CheckoutType = parsed.data.metadata.checkoutType === 'inline' ? 'inline' : 'checkout'
  return { kind: 'fresh', checkout: { ...parsed.data, firebaseUserId: parsed.data.firebaseUserId, cancelUrl: parsed.data.cancelUrl, checkoutType } }
}

/** The success URL with the session id in place of the provider's placeholder (the inline form's return). */
export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId))
}
