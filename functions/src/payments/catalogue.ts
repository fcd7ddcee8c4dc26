/**
 * The price catalogue: which options a funnel sells for a pricing set and country, and how each
 * is named at Stripe. Lookup-key convention (one Stripe price per key):
 *
 *   {funnel lookup key}.{pricing set}.{price key}.{currency, lower case}
 *   e.g. leadership_v1.default.yearly.usd, screendetox_v1.variant-a.start.pln, ds_v1.default.yearly-full.eur
 *
 * The price key is the content's plan id unless one card has two prices (deeps' yearly and
 * monthly at full price are yearly-full and monthly-full). A price option's id is its lookup key,
 * plus `.off{percent}` when it is sold with a percent coupon (deeps' discount paywalls), whose
 * Stripe coupon id is `percent_off_{percent}`.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { inEea } from '../../../schemas/payments/eeaCountries'
import { ownValue } from '../../../schemas/shared/ownValue'
import { DEFAULT_COUNTRY, DEFAULT_PRICING_SET, type PaymentMetadata, type PriceOption, type PricingAnswer } from '../../../schemas/payments/wire'
import { discounted } from './money'
import { CATALOGUE, CURRENCIES, PRICE_HISTORY, type CataloguePlan, type CatalogueEntry, type Currency, type LocalName } from './prices'
import { referencePrice } from './referencePrice'

/** Spec 7: the default price lookup key of each funnel. */
export const LOOKUP_KEYS: Record<string, string> = {
  leadership: 'leadership_v1',
  parenting: 'leadership_v2',
  demo: 'leadership_v2',
  parentingexp: 'parenting_v1',
  screendetox: 'screendetox_v1',
  screendetoxexp: 'screendetox_v1',
  deeps: 'ds_v1',
}

const EURO_COUNTRIES = ['DE', 'FR', 'ES', 'IT', 'NL', 'AT']

/** The currency of a country's prices; null for a country without prices of its own (priced as the US). */
function currencyOfCountry(country: string): Currency | null {
  if (country === 'US') return 'USD'
  if (country === 'PL') return 'PLN'
  if (country === 'GB') return 'GBP'
  return EURO_COUNTRIES.includes(country) ? 'EUR' : null
}

/** The currencies a funnel sells: those its plans have amounts in. */
function currenciesOf(entry: CatalogueEntry): Currency[] {
  const plans = [...Object.values(entry.sets), ...Object.values(entry.discounts?.sets ?? {})].flat()
  return CURRENCIES.filter((currency) => plans.some((plan) => plan.amounts[currency] !== undefined))
}

/** The country's currency when the funnel sells it, else USD (screen detox: PLN in Poland, USD elsewhere). */
function currencyFor(entry: CatalogueEntry, country: string): Currency {
  const own = currencyOfCountry(country)
  return own && currenciesOf(entry).includes(own) ? own : 'USD'
}

/** An option with what the server needs beside the wire fields. */
export interface CatalogueOption extends PriceOption {
  /** The price before any coupon (the full-price plan's amount): what a percent coupon is taken off. */
  fullAmount: number
  name: LocalName
  pricingSet: string
  /** The funnel lookup key (leadership_v1); `lookupKey` is the price's own. */
  funnelLookupKey: string
}

export interface PriceContext {
  onboardingType: string
  /** The visitor's country: picks the currency, and the reference-price rule (referencePrice.ts). */
  countryCode: string
  pricingSet: string
  metadata: PaymentMetadata
  /** The day reference prices are computed for; now by default. */
  now?: Date | undefined
}

export const stripeLookupKey = (funnelKey: string, set: string, priceKey: string, currency: Currency) => `${funnelKey}.${set}.${priceKey}.${currency.toLowerCase()}`
export const couponIdOf = (percent: number) => `percent_off_${percent}`

export function lookupKeyOf(onboardingType: string): string {
  const key = ownValue(LOOKUP_KEYS, onboardingType)
  if (!key) throw new HttpsError('not-found', `No prices for onboarding type '${onboardingType}'; known: ${Object.keys(LOOKUP_KEYS).join(', ')}`)
  return key
}

function entryOf(funnelKey: string): CatalogueEntry {
  const entry = ownValue(CATALOGUE, funnelKey)
  if (!entry) throw new HttpsError('not-found', `No price catalogue for lookup key '${funnelKey}'`)
  return entry
}

/** metadata.discountPercent (a number or its string) when the funnel sells that discount. */
function discountOf(entry: CatalogueEntry, metadata: PaymentMetadata): number | null {
  const raw = metadata.discountPercent
  const percent = typeof raw === 'string' ? Number(raw) : raw
  return typeof percent === 'number' && entry.discounts?.percents.includes(percent) ? percent : null
}

/** Where an option is sold: its funnel, set, currency and discount, and who for (the reference rule). */
interface OptionPlace {
  funnelKey: string
  set: string
  currency: Currency
  percent: number | null
  country: string
  now: Date
}

function optionOf(plan: CataloguePlan, { funnelKey, set, currency, percent, country, now }: OptionPlace): CatalogueOption | null {
  const full = plan.amounts[currency]
  if (full === undefined) return null
  const lookupKey = stripeLookupKey(funnelKey, set, plan.priceKey, currency)
  const amount = percent === null ? full : discounted(full, percent)
  // A coupon keeps its percent; its struck price follows the same rule as any other (the full-price plans have no sales history).
  const reference = referencePrice({ amount, history: ownValue(PRICE_HISTORY, lookupKey) ?? [], country, now })
  return {
    id: percent === null ? lookupKey : `${lookupKey}.off${percent}`,
    planId: plan.planId,
    lookupKey,
    productId: `${funnelKey}.${plan.planId}`,
    amount,
    ...(reference !== null ? { originalAmount: reference, referenceRule: inEea(country) ? ('lowest30Days' as const) : ('previous' as const) } : {}),
    ...(percent !== null ? { discountPercent: percent } : {}),
    currency,
    interval: plan.interval,
    ...(plan.trialDays !== undefined ? { trialDays: plan.trialDays } : {}),
    fullAmount: full,
    name: plan.name,
    pricingSet: set,
    funnelLookupKey: funnelKey,
  }
}

export interface PriceList {
  answer: Omit<PricingAnswer, 'options'>
  options: CatalogueOption[]
}

/**
 * The options a visitor is offered. An unknown pricing set falls back to 'default'; a funnel
 * sells in the currencies its table has, and a country whose currency it does not sell is priced
 * in USD (the answer names a country without prices of its own as the US). Reference prices
 * follow the visitor's own country (the EEA's rule for any EEA country, whatever the currency).
 */
export function priceList({ onboardingType, countryCode, pricingSet, metadata, now = new Date() }: PriceContext): PriceList {
  const funnelKey = lookupKeyOf(onboardingType)
  const entry = entryOf(funnelKey)
  const country = currencyOfCountry(countryCode) ? countryCode : DEFAULT_COUNTRY
  const currency = currencyFor(entry, countryCode)
  const percent = discountOf(entry, metadata)
  const sets = percent === null ? entry.sets : (entry.discounts?.sets ?? {})
  const set = ownValue(sets, pricingSet) ? pricingSet : DEFAULT_PRICING_SET
  const options = (ownValue(sets, set) ?? []).flatMap((plan) => optionOf(plan, { funnelKey, set, currency, percent, country: countryCode, now }) ?? [])
  return { answer: { lookupKey: funnelKey, countryCode: country, pricingSet: set, currency }, options }
}

/** Every option a funnel can sell: each set, currency and discount (reference prices for this country and day). */
function allOptions(funnelKey: string, country: string, now: Date): CatalogueOption[] {
  const entry = entryOf(funnelKey)
  const expand = (sets: CatalogueEntry['sets'], percent: number | null) =>
    Object.entries(sets).flatMap(([set, plans]) => plans.flatMap((plan) => CURRENCIES.flatMap((currency) => optionOf(plan, { funnelKey, set, currency, percent, country, now }) ?? [])))
  return [...expand(entry.sets, null), ...(entry.discounts?.percents.flatMap((percent) => expand(entry.discounts?.sets ?? {}, percent)) ?? [])]
}

/**
 * The option checkout sells. The id is a price option's id; a content plan id is accepted too
 * (the spec lets the page give one directly) and resolves in the request's set and country.
 */
export function findOption(priceOptionId: string, context: PriceContext): CatalogueOption {
  const funnelKey = lookupKeyOf(context.onboardingType)
  const option =
    allOptions(funnelKey, context.countryCode, context.now ?? new Date()).find((candidate) => candidate.id === priceOptionId) ?? priceList(context).options.find((candidate) => candidate.planId === priceOptionId)
  if (!option) throw new HttpsError('not-found', `Unknown price option '${priceOptionId}' for ${context.onboardingType}`)
  return option
}

/** The content plan id a price option id names (any set, currency or discount of the funnel); null for an id that is no option. */
export function planIdOfOption(onboardingType: string, priceOptionId: string): string | null {
  return allOptions(lookupKeyOf(onboardingType), DEFAULT_COUNTRY, new Date()).find((candidate) => candidate.id === priceOptionId)?.planId ?? null
}

/** The wire shape of an option, without the server's extra fields. */
export function toPriceOption({ fullAmount: _full, name: _name, pricingSet: _set, funnelLookupKey: _key, ...option }: CatalogueOption): PriceOption {
  return option
}
