/**
 * The price catalogue's data: per funnel lookup key (spec 7), pricing sets of plans with their
 * amounts per currency. Plan ids are the content's plan ids (seed/funnels/* paywalls), so the
 * paywall fills each card with the option of the same planId; other sets than 'default' are the
 * A/B tests' alternatives. A funnel sells in the currencies its plans have amounts in; a visitor
 * whose country's currency it does not sell pays in USD (catalogue.ts).
 *
 * A struck-through "was" price is never typed here: it is computed (referencePrice.ts) from
 * PRICE_HISTORY, the prices an option was really sold at before, with their dates.
 * With Stripe the amounts here are only the sandbox's: Stripe's prices (found by lookup key)
 * are the ones charged, and they should be created from this table.
 */
import type { PriceInterval } from '../../../schemas/payments/wire'

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'PLN'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Spec 9: trials last 7 days. */
export const TRIAL_DAYS = 7

/** Today's price in major units. */
export type Amount = number

/**
 * A price an option was sold at before its current one: from `from` (inclusive) until `until`
 * (exclusive), ISO dates of UTC days. The last record of an option ends the day its current
 * price started.
 */
export interface PastPrice {
  amount: number
  from: string
  until: string
}

/**
 * Every earlier price an option was really sold at, oldest first, by the option's Stripe lookup
 * key (catalogue.ts: {funnel key}.{set}.{price key}.{currency}). Only real history belongs here:
 * an option without a record has no reference ("was") price.
 *
 * Screen detox's START package was sold at 197 zł and $67 from 1 June 2026, and at 97 zł and $27
 * since 1 October 2026 (spec 9's copy: "starter $27 (was $67) in English; 97 zł (was 197 zł) in
 * Polish"). The 197 zł record covers the 30 days before the reduction, so visitors in the EU are
 * shown 197 zł as the prior price (Directive 2019/2161, Art. 6a; referencePrice.ts).
 */
export const PRICE_HISTORY: Readonly<Record<string, readonly PastPrice[]>> = {
  'screendetox_v1.default.start.pln': [{ amount: 197, from: '2026-06-01', until: '2026-10-01' }],
  'screendetox_v1.default.start.usd': [{ amount: 67, from: '2026-06-01', until: '2026-10-01' }],
}

export interface LocalName {
  en: string
  pl: string
}

export interface CataloguePlan {
  /** The content's plan id: the card this price fills. */
  planId: string
  /** Names the price in lookup keys and option ids: the plan id, unless one card has two prices (deeps' yearly: trial and full). */
  priceKey: string
  name: LocalName
  interval: PriceInterval
  trialDays?: number
  amounts: Partial<Record<Currency, Amount>>
}

export interface CatalogueEntry {
  /** Pricing sets by name; 'default' is required and is the fallback for unknown names. */
  sets: Record<string, readonly CataloguePlan[]>
  /** Deeps' discount paywalls: full-price plans sold with a percent coupon (metadata.discountPercent), by set. */
  discounts?: { percents: readonly number[]; sets: Record<string, readonly CataloguePlan[]> }
}

const YEARLY: LocalName = { en: 'Yearly plan', pl: 'Plan roczny' }
const MONTHLY: LocalName = { en: 'Monthly plan', pl: 'Plan miesięczny' }

type Options = Partial<Pick<CataloguePlan, 'trialDays' | 'priceKey'>>

function plan(planId: string, name: LocalName, interval: PriceInterval, amounts: CataloguePlan['amounts'], options: Options = {}): CataloguePlan {
  return { planId, priceKey: options.priceKey ?? planId, name, interval, amounts, ...(options.trialDays !== undefined ? { trialDays: options.trialDays } : {}) }
}

const trial = { trialDays: TRIAL_DAYS }

/** The app's trial subscription (seed/kit/trialPaywall.ts): yearly 59.99, monthly 14.99. */
const trialSubscription = (yearly: Record<Currency, Amount>, monthly: Record<Currency, Amount>) => [
  plan('yearly', YEARLY, 'year', yearly, trial),
  plan('monthly', MONTHLY, 'month', monthly, trial),
]

const TRIAL_DEFAULT = trialSubscription({ USD: 59.99, EUR: 54.99, GBP: 49.99, PLN: 229.99 }, { USD: 14.99, EUR: 13.99, GBP: 11.99, PLN: 59.99 })

/** Leadership's second price set (pricingSet test): a cheaper yearly and monthly plan. */
const TRIAL_SECOND = trialSubscription({ USD: 49.99, EUR: 44.99, GBP: 39.99, PLN: 189.99 }, { USD: 12.99, EUR: 11.99, GBP: 9.99, PLN: 49.99 })

/** The demo paywall's plans (seed/funnels/demo/offerPaywall.ts): yearly 59.99, monthly 9.99. */
const DEMO = [
  plan('demo-yearly', YEARLY, 'year', { USD: 59.99, EUR: 54.99, GBP: 49.99, PLN: 229.99 }, trial),
  plan('demo-monthly', MONTHLY, 'month', { USD: 9.99, EUR: 8.99, GBP: 7.99, PLN: 39.99 }, trial),
]

/** Parentingexp's one-time formats (productFormat test), one price for all four. */
const FORMAT_NAMES: Record<string, LocalName> = {
  pdfAudioToolkit: { en: 'PDF and audio toolkit', pl: 'Zestaw PDF i audio' },
  videoCourse: { en: 'Video course', pl: 'Kurs wideo' },
  mobileApp: { en: 'App, lifetime access', pl: 'Aplikacja, dostęp dożywotni' },
  emailChallenge: { en: '14-day e-mail challenge', pl: '14-dniowe wyzwanie e-mailowe' },
}
const oneTimeFormats = (amounts: Record<Currency, Amount>) => Object.entries(FORMAT_NAMES).map(([planId, name]) => plan(planId, name, 'once', amounts))

/** $27, in Polish 97 zł. */
const FORMATS_CONTROL = oneTimeFormats({ USD: 27, EUR: 25, GBP: 22, PLN: 97 })
/** The pricingSet test's 'low' set. */
const FORMATS_LOW = oneTimeFormats({ USD: 19, EUR: 17, GBP: 15, PLN: 67 })

/**
 * Screen-detox packages (seed/funnels/screendetox/offer.ts): in PLN for Poland, in USD for
 * everyone else. Each dollar price is the złoty price at START's rate ($27 for 97 zł, about
 * 0.28) rounded to the nearest amount ending in 7, like START: the dollar ladder keeps the złoty
 * ladder's proportions.
 */
const PACKAGE_NAMES: [planId: string, name: string][] = [
  ['start', 'START'],
  ['silver', 'SILVER'],
  ['gold', 'GOLD'],
  ['vip', 'VIP'],
]
const packages = (pln: readonly number[], usd: readonly number[]) =>
  PACKAGE_NAMES.map(([planId, name], index) => plan(planId, { en: `${name} package`, pl: `Pakiet ${name}` }, 'once', { PLN: pln[index] ?? 0, USD: usd[index] ?? 0 }))

/** Deeps' trial paywall (offer-trial): yearly 59.99, monthly 19.99. */
const DEEPS_TRIAL = [
  plan('yearly', YEARLY, 'year', { USD: 59.99, EUR: 54.99, GBP: 49.99, PLN: 229.99 }, trial),
  plan('monthly', MONTHLY, 'month', { USD: 19.99, EUR: 17.99, GBP: 15.99, PLN: 79.99 }, trial),
]
/** Deeps' discount paywalls (offer-60, offer-70): full prices 99.99 and 29.99, the coupon takes its percent off. */
const DEEPS_FULL = [
  plan('yearly', YEARLY, 'year', { USD: 99.99, EUR: 89.99, GBP: 79.99, PLN: 399.99 }, { priceKey: 'yearly-full' }),
  plan('monthly', MONTHLY, 'month', { USD: 29.99, EUR: 27.99, GBP: 23.99, PLN: 119.99 }, { priceKey: 'monthly-full' }),
]

export const CATALOGUE: Record<string, CatalogueEntry> = {
  leadership_v1: { sets: { default: TRIAL_DEFAULT, second: TRIAL_SECOND } },
  // Parenting and demo share the lookup key; each paywall takes the options of its own plan ids.
  leadership_v2: { sets: { default: [...TRIAL_DEFAULT, ...DEMO] } },
  parenting_v1: { sets: { default: FORMATS_CONTROL, control: FORMATS_CONTROL, low: FORMATS_LOW } },
  screendetox_v1: { sets: { default: packages([97, 197, 297, 497], [27, 57, 87, 137]), 'variant-a': packages([77, 147, 227, 397], [17, 37, 67, 107]) } },
  ds_v1: { sets: { default: DEEPS_TRIAL }, discounts: { percents: [60, 70], sets: { default: DEEPS_FULL } } },
}
