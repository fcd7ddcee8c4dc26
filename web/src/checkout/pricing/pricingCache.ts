/**
 * The pricing cache (spec 3 "Pricing cache key", spec 4 "Pricing", spec 9): answers of
 * getPaymentPrices kept in browser storage under `pricingCache`, one entry per onboarding type,
 * country, pricing set and A/B label, each trusted for 10 minutes. Storage that is missing,
 * full or holds something unreadable only costs a server call: nothing here throws.
 */
import * as z from 'zod/mini'
import { DEFAULT_COUNTRY, DEFAULT_PRICING_SET, pricingAnswerSchema, type PaymentMetadata, type PricingAnswer } from '../../../../schemas/payments/wire'
import { createStore } from '../../platform/storage/storage'

/** Spec 9: pricing cache 10 minutes. */
export const PRICING_CACHE_MS = 10 * 60 * 1000
/** Spec 9: default A/B label 'default'. */
export const DEFAULT_AB_LABEL = 'default'
const STORE_KEY = 'pricingCache'

const store = createStore('local', 'funnels')

/** The request fields the cache key is made of. */
export interface PricingKeyFields {
  onboardingType: string
  countryCode?: string
  pricingSet?: string
  metadata?: PaymentMetadata
}

/** The A/B label a request carries in its metadata (`abLabel`), 'default' without one. */
export function abLabelOf(metadata: PaymentMetadata | undefined): string {
  const label = metadata?.abLabel
  return typeof label === 'string' && label !== '' ? label : DEFAULT_AB_LABEL
}

/** onboarding type | country | pricing set | A/B label, with the spec's defaults filled in. */
export function pricingCacheKey(request: PricingKeyFields): string {
  return [request.onboardingType, request.countryCode || DEFAULT_COUNTRY, request.pricingSet || DEFAULT_PRICING_SET, abLabelOf(request.metadata)].join('|')
}

const entrySchema = z.object({ savedAt: z.number(), answer: pricingAnswerSchema })
type Entry = z.infer<typeof entrySchema>
// Entries are parsed one by one, so one damaged entry never throws the others away.
const storedSchema = z.record(z.string(), z.unknown())

const fresh = (entry: Entry, now: number) => now - entry.savedAt >= 0 && now - entry.savedAt < PRICING_CACHE_MS

function readEntries(now: number): Record<string, Entry> {
  const stored = store.read(STORE_KEY, storedSchema) ?? {}
  const entries: Record<string, Entry> = {}
  for (const [key, value] of Object.entries(stored)) {
    const parsed = entrySchema.safeParse(value)
    // A timestamp from the future (a clock set back) is not trusted either.
    if (parsed.success && fresh(parsed.data, now)) entries[key] = parsed.data
  }
  return entries
}

/** The cached answer for this key while it is younger than 10 minutes. */
export function readCachedPricing(key: string, now: number): PricingAnswer | undefined {
  return readEntries(now)[key]?.answer
}

/** Keeps the answer for 10 minutes; expired entries are dropped on the way. */
export function writeCachedPricing(key: string, answer: PricingAnswer, now: number): void {
  store.write(STORE_KEY, { ...readEntries(now), [key]: { savedAt: now, answer } satisfies Entry })
}
