/**
 * Hostile but well-formed payment claims for the claims fuzz: what a browser could send to get a
 * cheaper price than its own (another pricing set, a discount it was not assigned, another
 * country's currency, another funnel's price option or base path, made-up A/B variants,
 * prototype names). Seeded, so a failure names the seed and the case number that repeat it.
 */
import { CATALOGUE, CURRENCIES } from '../payments/prices'
import { FUNNEL_LOOKUP_KEYS, type OracleFunnel } from './allowedPrices'
import { PROTOTYPE_KEYS, seededRandom } from './fuzzKit'

export type ClaimCallable = 'getPaymentPrices' | 'createPaymentCheckout' | 'createElementsSubscription'
export const CLAIM_CALLABLES: readonly ClaimCallable[] = ['getPaymentPrices', 'createPaymentCheckout', 'createElementsSubscription']

export interface HostileClaim {
  callable: ClaimCallable
  /** The caller (one of the funnel's visitors); null: no auth token. */
  uid: string | null
  /** The geo header the request carries, if any. */
  geo: string | undefined
  data: Record<string, unknown>
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
const maybe = <T>(random: () => number, chance: number, make: () => T): T | undefined => (random() < chance ? make() : undefined)

/** Every price option id the catalogue's convention can name, of every funnel, with and without a coupon. */
export function everyOptionId(): string[] {
  const ids = new Set<string>()
  for (const [lookupKey, entry] of Object.entries(CATALOGUE)) {
    const sets = [...Object.entries(entry.sets), ...Object.entries(entry.discounts?.sets ?? {})]
    for (const [set, plans] of sets) {
      for (const plan of plans) {
        ids.add(plan.planId)
        for (const currency of CURRENCIES) {
          const id = `${lookupKey}.${set}.${plan.priceKey}.${currency.toLowerCase()}`
          ids.add(id)
          for (const percent of [60, 70, 99]) ids.add(`${id}.off${percent}`)
        }
      }
    }
  }
  return [...ids]
}

const COUNTRIES = ['US', 'PL', 'GB', 'DE', 'FR', 'AT', 'JP', 'BR', 'ZZ', 'XX']
const GEO_HEADERS = ['US', 'PL', 'GB', 'DE', 'ZZ', ' gb ', 'pl', 'constructor', '']
const DISCOUNTS: unknown[] = [60, 70, '70', '60', 99, 100, 0, -70, 50.5, 1e9, null, '70%', 'constructor']
const FORMATS = ['pdfAudioToolkit', 'videoCourse', 'mobileApp', 'emailChallenge', 'course', 'constructor', '__proto__']
const EMAILS = ['ada@example.com', 'ola@example.pl', 'ADA@EXAMPLE.COM']
const LOCALES = ['en', 'pl', 'de-DE', 'constructor']

/** The generator for one funnel: the other funnels lend their sets, tests, option ids and base paths. */
export function claimGenerator(funnel: OracleFunnel, all: readonly OracleFunnel[], visitors: readonly string[], seed: number) {
  // One stream per funnel keeps a funnel's cases the same when another funnel is added.
  const random = seededRandom(seed)
  const optionIds = everyOptionId()
  const lookupKey = FUNNEL_LOOKUP_KEYS[funnel.key] ?? ''
  // Half the options are the funnel's own ids (any set, currency or coupon) or bare plan ids, so many claims get as far as a price.
  const ownIds = optionIds.filter((id) => id.startsWith(`${lookupKey}.`) || !id.includes('.'))
  const tests = all.flatMap((other) => other.tests)
  const sets = [...new Set([...Object.values(CATALOGUE).flatMap((entry) => Object.keys(entry.sets)), ...tests.flatMap((test) => test.variants), ...PROTOTYPE_KEYS, 'DEFAULT', ' second'])]
  const basePaths = all.map((other) => other.basePath)

  const claimedVariants = () => {
    const claims: Record<string, string> = {}
    const count = Math.floor(random() * 4)
    for (let index = 0; index < count; index += 1) {
      const test = pick(random, tests)
      claims[test.key] = random() < 0.8 ? pick(random, test.variants) : pick(random, [...PROTOTYPE_KEYS, 'free', '100'])
    }
    return claims
  }

  const metadata = () => {
    const value: Record<string, unknown> = {}
    const discount = maybe(random, 0.6, () => pick(random, DISCOUNTS))
    if (discount !== undefined) value.discountPercent = discount
    const claims = maybe(random, 0.6, claimedVariants)
    if (claims) value.abVariants = claims
    if (random() < 0.3) value.funnelName = pick(random, all).key
    if (random() < 0.2) value.pricingSet = pick(random, sets)
    if (random() < 0.2) value.amount = 0.01
    if (random() < 0.1) value.currency = pick(random, CURRENCIES)
    return value
  }

  const onboardingType = () => (random() < 0.92 ? funnel.key : pick(random, [...basePaths, ...PROTOTYPE_KEYS, funnel.key.toUpperCase()]))

  return (): HostileClaim => {
    const callable = pick(random, CLAIM_CALLABLES)
    const common: Record<string, unknown> = {
      provider: 'stripe',
      onboardingType: onboardingType(),
      countryCode: pick(random, COUNTRIES),
      pricingSet: pick(random, sets),
      metadata: metadata(),
    }
    const productInfo = maybe(random, 0.5, () => (random() < 0.2 ? null : { format: pick(random, FORMATS) }))
    if (productInfo !== undefined) common.productInfo = productInfo
    const geo = maybe(random, 0.5, () => pick(random, GEO_HEADERS))
    const uid = pick(random, visitors)
    // Prices answer anyone: some asks come without a token (no record, so every test's default).
    if (callable === 'getPaymentPrices') return { callable, uid: random() < 0.1 ? null : uid, geo, data: common }
    const purchase = { ...common, priceOptionId: random() < 0.5 ? pick(random, ownIds) : pick(random, optionIds.concat(PROTOTYPE_KEYS, [`${lookupKey}.constructor.yearly.usd`, `${lookupKey}.__proto__.yearly.usd`])), customerEmail: pick(random, EMAILS) }
    const returnUrl = `http://localhost:5173${pick(random, basePaths)}/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}`
    if (callable === 'createElementsSubscription') return { callable, uid, geo, data: { ...purchase, returnUrl } }
    return { callable, uid, geo, data: { ...purchase, successUrl: returnUrl, locale: pick(random, LOCALES) } }
  }
}

/** Every test of the funnel recorded for the visitor, or some of them, or none: the visitors of a real funnel. */
export function visitorProfiles(funnel: OracleFunnel, count: number, seed: number): { uid: string; recorded: Record<string, string> }[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, (_, index) => {
    const recorded: Record<string, string> = {}
    for (const test of funnel.tests) if (index % 3 !== 0 && (index % 3 === 1 || random() < 0.5)) recorded[test.key] = pick(random, test.variants)
    return { uid: `claims-${funnel.key}-${index}`, recorded }
  })
}
