/**
 * The claims fuzz's oracle: what a visitor may be charged, worked out from the seed's content and
 * the catalogue's table alone (README "The price catalogue"), without the code under test
 * (pricingDecision.ts, visitorPricing.ts, catalogue.ts, the engine's processPages). It reads the
 * funnel with its own GROQ, applies the paywall pages' variant rules itself and prices each
 * visible paywall's plans from `CATALOGUE`'s amounts. A rule it does not understand stops the
 * test instead of guessing, so the oracle never silently allows more than the content does.
 */
import { seedSource } from '../../../scripts/contentSource'
import { CATALOGUE, type CatalogueEntry, type Currency } from '../payments/prices'

/** Spec 7's lookup keys, written out again on purpose (the code under test has its own copy). */
export const FUNNEL_LOOKUP_KEYS: Readonly<Record<string, string>> = {
  leadership: 'leadership_v1',
  parenting: 'leadership_v2',
  demo: 'leadership_v2',
  parentingexp: 'parenting_v1',
  screendetox: 'screendetox_v1',
  screendetoxexp: 'screendetox_v1',
  deeps: 'ds_v1',
}

const EURO_COUNTRIES = new Set(['DE', 'FR', 'ES', 'IT', 'NL', 'AT'])

/** One thing a visitor may be charged: a plan of a set, with its discount, in one currency. */
export interface AllowedPrice {
  planId: string
  pricingSet: string
  discountPercent: number | null
  currency: string
  amount: number
}

export interface OracleTest {
  key: string
  defaultVariant: string | null
  variants: string[]
}

interface RawRule {
  match?: string | null
  conditions?: { _type: string; test?: string; operator?: string; values?: string[] }[] | null
  effect: string
  override?: Record<string, unknown> | null
}

interface RawPaywall {
  key: string
  hidden: boolean | null
  rules: RawRule[] | null
  pricingSet: string | null
  paywallType: string | null
  discountPercent: number | null
  paywall: { plans?: { id: string }[] } | null
}

export interface OracleFunnel {
  key: string
  basePath: string
  tests: OracleTest[]
  paywalls: RawPaywall[]
}

const FUNNEL_QUERY = `*[_type == "funnel" && key == $key][0]{
  key, basePath,
  "tests": coalesce(abTests[]->{ key, defaultVariant, "variants": coalesce(variants[].value, []) }, []),
  "pages": coalesce(pages[]->{ componentType, key, hidden, rules, pricingSet, paywallType, discountPercent, paywall }, [])
}`

/** Every funnel of the seed with its tests and paywall pages, as stored. */
export async function oracleFunnels(): Promise<OracleFunnel[]> {
  const source = seedSource()
  const funnels: OracleFunnel[] = []
  for (const key of Object.keys(FUNNEL_LOOKUP_KEYS)) {
    const { pages, ...funnel } = (await source.fetch(FUNNEL_QUERY, { key })) as Omit<OracleFunnel, 'paywalls'> & { pages: (RawPaywall & { componentType: string })[] }
    funnels.push({ ...funnel, paywalls: pages.filter((page) => page.componentType === 'paywall') })
  }
  return funnels
}

/** Each test's variant: the recorded one when the test has it, else its default (else its first). */
export function variantsOf(tests: readonly OracleTest[], recorded: Readonly<Record<string, string>>): Record<string, string> {
  const variants: Record<string, string> = {}
  for (const test of tests) {
    const own = Object.hasOwn(recorded, test.key) ? recorded[test.key] : undefined
    const chosen = own !== undefined && test.variants.includes(own) ? own : test.defaultVariant !== null && test.variants.includes(test.defaultVariant) ? test.defaultVariant : test.variants[0]
    if (chosen !== undefined) variants[test.key] = chosen
  }
  return variants
}

function holds(rule: RawRule, variants: Readonly<Record<string, string>>, page: string): boolean {
  const results = (rule.conditions ?? []).map((condition) => {
    if (condition._type !== 'variantCondition') throw new Error(`oracle: paywall ${page} has a ${condition._type}; teach the oracle what it means for prices`)
    const value = variants[condition.test ?? '']
    const values = condition.values ?? []
    if (condition.operator === 'is' || condition.operator === 'oneOf') return value !== undefined && values.includes(value)
    if (condition.operator === 'isNot') return value === undefined || !values.includes(value)
    throw new Error(`oracle: unknown operator ${String(condition.operator)} on paywall ${page}`)
  })
  return rule.match === 'any' ? results.some(Boolean) : results.every(Boolean)
}

/** The paywalls the visitor sees, with the fields that decide money after their rules. */
function visiblePaywalls(funnel: OracleFunnel, variants: Readonly<Record<string, string>>): RawPaywall[] {
  const seen: RawPaywall[] = []
  for (const stored of funnel.paywalls) {
    let page: RawPaywall = stored
    let visible = stored.hidden !== true
    for (const rule of stored.rules ?? []) {
      if (!holds(rule, variants, stored.key)) continue
      if (rule.effect === 'hide') visible = false
      else if (rule.effect === 'show') visible = true
      else if (rule.effect === 'override') page = { ...page, ...(rule.override ?? {}) }
      else if (rule.effect !== 'moveBefore') throw new Error(`oracle: unknown effect ${rule.effect} on paywall ${stored.key}`)
    }
    if (visible) seen.push(page)
  }
  return seen
}

/** Every currency one of the entry's plans has an amount in, read off the table. */
function sold(entry: CatalogueEntry): Set<string> {
  const plans = [...Object.values(entry.sets), ...Object.values(entry.discounts?.sets ?? {})].flat()
  return new Set(plans.flatMap((plan) => Object.keys(plan.amounts)))
}

/**
 * The currency a country pays in (README "Currency by country"): its own when the funnel's table
 * has amounts in it, else USD (screen detox: PLN in Poland, USD elsewhere).
 */
export function currencyOf(entry: CatalogueEntry, country: string): Currency {
  const own: Currency = country === 'PL' ? 'PLN' : country === 'GB' ? 'GBP' : EURO_COUNTRIES.has(country) ? 'EUR' : 'USD'
  return sold(entry).has(own) ? own : 'USD'
}

/** Stripe's percent coupon: the discount is rounded to the cent, then taken off. */
const lessPercent = (amount: number, percent: number) => {
  const cents = Math.round(amount * 100)
  return (cents - Math.round((cents * percent) / 100)) / 100
}

/** Everything the visitor may be charged in this country: each plan of each paywall they can see. */
export function allowedPrices(funnel: OracleFunnel, recorded: Readonly<Record<string, string>>, country: string): AllowedPrice[] {
  const lookupKey = FUNNEL_LOOKUP_KEYS[funnel.key]
  const entry = lookupKey ? CATALOGUE[lookupKey] : undefined
  if (!lookupKey || !entry) throw new Error(`oracle: no catalogue entry for ${funnel.key}`)
  const currency = currencyOf(entry, country)
  const allowed: AllowedPrice[] = []
  for (const page of visiblePaywalls(funnel, variantsOf(funnel.tests, recorded))) {
    const discount = page.paywallType === 'discount' && typeof page.discountPercent === 'number' && page.discountPercent > 0 ? page.discountPercent : null
    const asked = page.pricingSet || 'default'
    const pricingSet = Object.hasOwn(entry.sets, asked) ? asked : 'default'
    const plans = discount === null ? entry.sets[pricingSet] : (entry.discounts?.sets[pricingSet] ?? entry.discounts?.sets.default)
    for (const { id } of page.paywall?.plans ?? []) {
      const amount = plans?.find((plan) => plan.planId === id)?.amounts[currency]
      if (amount === undefined) continue
      allowed.push({ planId: id, pricingSet, discountPercent: discount, currency, amount: discount === null ? amount : lessPercent(amount, discount) })
    }
  }
  return allowed
}

/** Whether a charge is one of the allowed ones (amounts compared to the cent). */
export const isAllowed = (allowed: readonly AllowedPrice[], charge: AllowedPrice): boolean =>
  allowed.some(
    (price) => price.planId === charge.planId && price.pricingSet === charge.pricingSet && price.discountPercent === charge.discountPercent && price.currency === charge.currency && Math.round(price.amount * 100) === Math.round(charge.amount * 100),
  )
