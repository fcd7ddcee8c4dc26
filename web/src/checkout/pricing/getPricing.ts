/**
 * The pricing client (spec 4 "Pricing", spec 7 getPaymentPrices): asks the server for the
 * prices of an onboarding, answers from the 10-minute cache when it can, and lets identical
 * concurrent lookups share one call. A failure is logged and re-thrown, so the paywall can
 * offer a retry; a malformed answer is a failure too.
 */
import { DEFAULT_COUNTRY, DEFAULT_PRICING_SET, PAYMENT_PROVIDER, pricingAnswerSchema, type PaymentMetadata, type PricingAnswer, type PricingRequest } from '../../../../schemas/payments/wire'
import { callAsVisitor } from '../callAsVisitor'
import { pricingCacheKey, readCachedPricing, writeCachedPricing } from './pricingCache'
import { singleFlight } from '../singleFlight'
import { withVariantsClaim } from './variantsClaim'

/** What a caller names; the provider is fixed and country, pricing set and metadata have defaults. */
export interface PricingLookup {
  onboardingType: string
  countryCode?: string
  pricingSet?: string
  metadata?: PaymentMetadata
  productInfo?: Record<string, unknown> | null
}

/** A lookup under way, until it settles (then the cache answers). */
const inFlight = singleFlight<PricingAnswer>()

/** The getPaymentPrices payload for a lookup, with the spec's defaults. */
export function pricingRequest(lookup: PricingLookup): PricingRequest {
  return {
    provider: PAYMENT_PROVIDER,
    onboardingType: lookup.onboardingType,
    countryCode: lookup.countryCode || DEFAULT_COUNTRY,
    pricingSet: lookup.pricingSet || DEFAULT_PRICING_SET,
    metadata: withVariantsClaim(lookup.onboardingType, lookup.metadata ?? {}),
    ...(lookup.productInfo !== undefined ? { productInfo: lookup.productInfo } : {}),
  }
}

/** The cached answer for a lookup, if one is fresh: lets a preloaded paywall show prices at once. */
export function cachedPricing(lookup: PricingLookup): PricingAnswer | undefined {
  return readCachedPricing(pricingCacheKey(pricingRequest(lookup)), Date.now())
}

async function fetchPricing(key: string, request: PricingRequest): Promise<PricingAnswer> {
  try {
    const parsed = pricingAnswerSchema.safeParse(await callAsVisitor('getPaymentPrices', request))
    if (!parsed.success) throw new Error(`Malformed answer from getPaymentPrices: ${parsed.error.message}`)
    writeCachedPricing(key, parsed.data, Date.now())
    return parsed.data
  } catch (error) {
    console.error(`[pricing] getPaymentPrices failed for ${key}`, error)
    throw error
  }
}

/** The prices for a lookup: from the cache, from a call already under way, or from the server. */
export function getPricing(lookup: PricingLookup): Promise<PricingAnswer> {
  const request = pricingRequest(lookup)
  const key = pricingCacheKey(request)
  const cached = readCachedPricing(key, Date.now())
  if (cached) return Promise.resolve(cached)
  return inFlight.run(key, () => fetchPricing(key, request).finally(() => inFlight.forget(key)))
}

/** Looks up prices ahead of time, all at once; a failure only warns (the page asks again). */
export async function preloadPricing(lookups: readonly PricingLookup[]): Promise<void> {
  const results = await Promise.allSettled(lookups.map((lookup) => getPricing(lookup)))
  results.forEach((result, index) => {
    if (result.status === 'rejected') console.warn(`[pricing] preloading prices for ${lookups[index]?.onboardingType} failed`, result.reason)
  })
}
