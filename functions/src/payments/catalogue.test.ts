import { HttpsError } from 'firebase-functions/v2/https'
import { describe, expect, it } from 'vitest'
import { deepsDocuments } from '../../../seed/funnels/deeps/index'
import { demoDocuments } from '../../../seed/funnels/demo/index'
import { leadershipDocuments } from '../../../seed/funnels/leadership/index'
import { parentingDocuments } from '../../../seed/funnels/parenting/index'
import { parentingexpDocuments } from '../../../seed/funnels/parentingexp/index'
import { PRODUCT_FORMATS } from '../../../seed/funnels/parentingexp/tests'
import { screendetoxDocuments } from '../../../seed/funnels/screendetox/index'
import { PACKAGES } from '../../../seed/funnels/screendetox/offer'
import { screendetoxexpDocuments, VARIANT_A_PRICES } from '../../../seed/funnels/screendetoxexp/index'
import { TRIAL_PAYWALL } from '../../../seed/kit/trialPaywall'
import { findOption, LOOKUP_KEYS, priceList, type PriceContext } from './catalogue'
import { CATALOGUE, CURRENCIES, PRICE_HISTORY } from './prices'

const FUNNELS: Record<string, readonly object[]> = {
  leadership: leadershipDocuments,
  deeps: deepsDocuments,
  demo: demoDocuments,
  parenting: parentingDocuments,
  parentingexp: parentingexpDocuments,
  screendetox: screendetoxDocuments,
  screendetoxexp: screendetoxexpDocuments,
}

interface ContentPlan {
  id: string
  interval: string
}

/** Every paywall plan in a funnel's documents, rule overrides (A/B variants) included. */
function plansIn(value: unknown, found: ContentPlan[] = []): ContentPlan[] {
  if (Array.isArray(value)) value.forEach((item) => plansIn(item, found))
  else if (value !== null && typeof value === 'object') {
    if ('_type' in value && value._type === 'plan' && 'id' in value && 'interval' in value) {
      const { id, interval } = value
      found.push({ id: String(id), interval: String(interval) })
    }
    Object.values(value).forEach((item) => plansIn(item, found))
  }
  return found
}

/** The day of this work: START's reduction (1 October 2026) is in force, its 30 days before covered. */
const TODAY = new Date('2026-11-27T10:00:00Z')
const context = (onboardingType: string, overrides: Partial<PriceContext> = {}): PriceContext => ({ onboardingType, countryCode: 'US', pricingSet: 'default', metadata: {}, now: TODAY, ...overrides })
const pricesOf = (onboardingType: string, overrides: Partial<PriceContext> = {}) =>
  priceList(context(onboardingType, overrides)).options.map(({ planId, amount, originalAmount, interval, trialDays }) => ({ planId, amount, originalAmount, interval, trialDays }))

/** Every option a funnel's lookup key can sell, over sets, currencies and discounts. */
function everyOption(onboardingType: string) {
  const entry = CATALOGUE[LOOKUP_KEYS[onboardingType] ?? '']
  const sets = [...Object.keys(entry?.sets ?? {}), ...Object.keys(entry?.discounts?.sets ?? {})]
  const metadatas = [{}, ...(entry?.discounts?.percents ?? []).map((discountPercent) => ({ discountPercent }))]
  return sets.flatMap((pricingSet) => ['US', 'PL', 'GB', 'DE'].flatMap((countryCode) => metadatas.flatMap((metadata) => priceList(context(onboardingType, { pricingSet, countryCode, metadata })).options)))
}

describe('the catalogue against the content', () => {
  it.each(Object.entries(FUNNELS))('%s: the funnel names the same lookup key, and every content plan has its option in every country', (onboardingType, documents) => {
    const funnel = documents.find((doc) => '_type' in doc && doc._type === 'funnel')
    expect(funnel).toMatchObject({ pricingLookupKey: LOOKUP_KEYS[onboardingType] })
    const options = everyOption(onboardingType)
    const plans = plansIn(documents)
    expect(plans.length).toBeGreaterThan(0)
    // The content carries no prices (the cards show the server's): each card needs an option in each country's currency.
    const sold = new Set(options.map((option) => option.currency))
    for (const plan of plans) {
      const candidates = options.filter((option) => option.planId === plan.id && option.interval === plan.interval)
      expect(new Set(candidates.map((option) => option.currency)), `${onboardingType} plan ${plan.id}`).toEqual(sold)
    }
  })

  it('leadership and parenting: the default set is the trial paywall, yearly and monthly with a 7-day trial', () => {
    // No struck price: the yearly plan was never sold at another price.
    const amounts: Record<string, number> = { yearly: 59.99, monthly: 14.99 }
    const content = TRIAL_PAYWALL.plans.map((plan) => ({ planId: plan.id, amount: amounts[plan.id], originalAmount: undefined, interval: plan.interval, trialDays: 7 }))
    expect(pricesOf('leadership')).toEqual(content)
    expect(pricesOf('parenting').filter((option) => !option.planId.startsWith('demo-'))).toEqual(content)
  })

  it('demo: the spec\'s 9.99 per month, and the yearly plan, each with a 7-day trial', () => {
    expect(pricesOf('demo').filter((option) => option.planId.startsWith('demo-'))).toEqual([
      { planId: 'demo-yearly', amount: 59.99, originalAmount: undefined, interval: 'year', trialDays: 7 },
      { planId: 'demo-monthly', amount: 9.99, originalAmount: undefined, interval: 'month', trialDays: 7 },
    ])
  })

  it('leadership second set differs from the default', () => {
    const amounts = (pricingSet: string) => pricesOf('leadership', { pricingSet }).map((option) => option.amount)
    expect(amounts('second')).toHaveLength(2)
    expect(amounts('second')).not.toEqual(amounts('default'))
  })

  it('parentingexp sells each format once for $27, 97 zł in Poland, with no struck price (never sold dearer); the low set is cheaper', () => {
    expect(pricesOf('parentingexp', { pricingSet: 'control' })).toEqual(PRODUCT_FORMATS.map((planId) => ({ planId, amount: 27, originalAmount: undefined, interval: 'once', trialDays: undefined })))
    expect(pricesOf('parentingexp', { countryCode: 'PL' }).map((option) => [option.amount, option.originalAmount])).toEqual(PRODUCT_FORMATS.map(() => [97, undefined]))
    expect(pricesOf('parentingexp', { pricingSet: 'low' }).every((option) => option.amount < 27)).toBe(true)
  })

  it('screen detox: złoty in Poland, dollars everywhere else; variant-a has its own prices', () => {
    const poland = priceList(context('screendetox', { countryCode: 'PL' }))
    expect(poland.answer).toEqual({ lookupKey: 'screendetox_v1', countryCode: 'PL', pricingSet: 'default', currency: 'PLN' })
    // Spec 9: START 97, SILVER 197, GOLD 297, VIP 497 zł.
    expect(poland.options.map((option) => [option.planId, option.amount, option.currency])).toEqual(PACKAGES.map((plan, index) => [plan.id, [97, 197, 297, 497][index], 'PLN']))
    for (const countryCode of ['US', 'GB', 'DE', 'JP']) {
      const list = priceList(context('screendetoxexp', { countryCode }))
      expect(list.answer.currency, countryCode).toBe('USD')
      expect(list.options.map((option) => [option.planId, option.amount, option.currency])).toEqual([
        ['start', 27, 'USD'],
        ['silver', 57, 'USD'],
        ['gold', 87, 'USD'],
        ['vip', 137, 'USD'],
      ])
    }
    const variantA = priceList(context('screendetoxexp', { pricingSet: 'variant-a', countryCode: 'PL' })).options
    expect(Object.fromEntries(variantA.map((option) => [option.planId, option.amount]))).toEqual(VARIANT_A_PRICES)
    expect(variantA.every((option) => option.currency === 'PLN' && option.originalAmount === undefined)).toBe(true)
    const variantAUsd = priceList(context('screendetoxexp', { pricingSet: 'variant-a', countryCode: 'US' })).options
    expect(variantAUsd.map((option) => [option.amount, option.currency, option.originalAmount])).toEqual([17, 37, 67, 107].map((amount) => [amount, 'USD', undefined]))
  })

  it("screen detox START: the spec's copy comes out of the server, $27 (was $67) in English-speaking countries, 97 zł (was 197 zł) in Poland", () => {
    const start = (countryCode: string) => priceList(context('screendetox', { countryCode })).options.find((option) => option.planId === 'start')
    expect(start('US')).toMatchObject({ amount: 27, originalAmount: 67, referenceRule: 'previous', currency: 'USD' })
    expect(start('GB')).toMatchObject({ amount: 27, originalAmount: 67, referenceRule: 'previous', currency: 'USD' })
    expect(start('PL')).toMatchObject({ amount: 97, originalAmount: 197, referenceRule: 'lowest30Days', currency: 'PLN' })
    // Germany is priced in dollars and under the EU's rule: $67 is the lowest of the 30 days before $27.
    expect(start('DE')).toMatchObject({ amount: 27, originalAmount: 67, referenceRule: 'lowest30Days', currency: 'USD' })
    // The other packages were never sold at another price.
    expect(priceList(context('screendetox', { countryCode: 'PL' })).options.filter((option) => option.originalAmount !== undefined).map((option) => option.planId)).toEqual(['start'])
  })

  it('no option of any funnel, set, currency or discount has a struck price without a sales history', () => {
    for (const onboardingType of Object.keys(FUNNELS)) {
      for (const option of everyOption(onboardingType)) {
        if (option.originalAmount === undefined) continue
        expect(PRICE_HISTORY[option.lookupKey], option.id).toBeDefined()
        expect(option.originalAmount, option.id).toBeGreaterThan(option.amount)
      }
    }
  })

  it('deeps: the trial plans without a discount; 60 or 70 percent off the full prices with the discount', () => {
    expect(pricesOf('deeps')).toEqual([
      { planId: 'yearly', amount: 59.99, originalAmount: undefined, interval: 'year', trialDays: 7 },
      { planId: 'monthly', amount: 19.99, originalAmount: undefined, interval: 'month', trialDays: 7 },
    ])
    for (const percent of [60, 70] as const) {
      const options = priceList(context('deeps', { metadata: { discountPercent: String(percent) } })).options
      expect(options.map(({ planId, originalAmount, discountPercent, trialDays, id }) => ({ planId, originalAmount, discountPercent, trialDays, id }))).toEqual([
        // The coupon keeps its percent; the full prices were never charged, so nothing is struck through.
        { planId: 'yearly', originalAmount: undefined, discountPercent: percent, trialDays: undefined, id: `ds_v1.default.yearly-full.usd.off${percent}` },
        { planId: 'monthly', originalAmount: undefined, discountPercent: percent, trialDays: undefined, id: `ds_v1.default.monthly-full.usd.off${percent}` },
      ])
      expect(options.map((option) => option.fullAmount)).toEqual([99.99, 29.99])
      // The coupon's percent of the full price, as Stripe rounds it: 99.99 less 60 % is 40.00.
      expect(options.map((option) => option.amount)).toEqual(percent === 60 ? [40, 12] : [30, 9])
    }
    // A discount the funnel does not sell is no discount.
    expect(pricesOf('deeps', { metadata: { discountPercent: 50 } })).toEqual(pricesOf('deeps'))
  })
})

describe('priceList', () => {
  it('names each price by the lookup-key convention and answers the set, country and currency used', () => {
    const { answer, options } = priceList(context('leadership', { countryCode: 'GB' }))
    expect(answer).toEqual({ lookupKey: 'leadership_v1', countryCode: 'GB', pricingSet: 'default', currency: 'GBP' })
    expect(options[0]).toMatchObject({ id: 'leadership_v1.default.yearly.gbp', lookupKey: 'leadership_v1.default.yearly.gbp', productId: 'leadership_v1.yearly', currency: 'GBP' })
  })

  it.each([
    ['PL', 'PLN'],
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['AT', 'EUR'],
    ['US', 'USD'],
  ])('prices %s in %s', (countryCode, currency) => {
    expect(priceList(context('deeps', { countryCode })).answer).toMatchObject({ countryCode, currency })
  })

  it('prices an unknown country as the US and an unknown set as the default', () => {
    expect(priceList(context('leadership', { countryCode: 'JP', pricingSet: 'nope' })).answer).toEqual({ lookupKey: 'leadership_v1', countryCode: 'US', pricingSet: 'default', currency: 'USD' })
  })

  it('answers not-found for an onboarding type without prices', () => {
    expect(() => priceList(context('unknownFunnel'))).toThrow(expect.objectContaining({ code: 'not-found', message: expect.stringContaining('unknownFunnel') }))
  })

  it('has every plan priced in every currency (screen detox: PLN and USD only)', () => {
    for (const [key, entry] of Object.entries(CATALOGUE)) {
      const plans = [...Object.values(entry.sets), ...Object.values(entry.discounts?.sets ?? {})].flat()
      for (const plan of plans) expect(Object.keys(plan.amounts).sort(), `${key} ${plan.planId}`).toEqual(key === 'screendetox_v1' ? ['PLN', 'USD'] : [...CURRENCIES].sort())
    }
  })

  it('names every history record by an option the catalogue sells', () => {
    const ids = new Set(Object.keys(FUNNELS).flatMap((onboardingType) => everyOption(onboardingType).map((option) => option.lookupKey)))
    for (const key of Object.keys(PRICE_HISTORY)) expect(ids.has(key), key).toBe(true)
  })
})

describe('findOption', () => {
  it('finds an option by id, whatever set and currency it belongs to', () => {
    expect(findOption('leadership_v1.second.monthly.pln', context('leadership'))).toMatchObject({ planId: 'monthly', pricingSet: 'second', currency: 'PLN', amount: 49.99 })
    expect(findOption('ds_v1.default.yearly-full.usd.off70', context('deeps'))).toMatchObject({ planId: 'yearly', discountPercent: 70, fullAmount: 99.99, amount: 30 })
  })

  it("takes a content plan id in the request's set and country", () => {
    expect(findOption('silver', context('screendetoxexp', { pricingSet: 'variant-a', countryCode: 'PL' }))).toMatchObject({ id: 'screendetox_v1.variant-a.silver.pln', amount: 147 })
    expect(findOption('silver', context('screendetoxexp', { pricingSet: 'variant-a' }))).toMatchObject({ id: 'screendetox_v1.variant-a.silver.usd', amount: 37 })
  })

  it("answers not-found for an unknown id or another funnel's option", () => {
    for (const id of ['nope', 'leadership_v1.default.yearly.usd']) {
      let error: unknown
      try {
        findOption(id, context('deeps'))
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(HttpsError)
      expect(error).toMatchObject({ code: 'not-found', message: expect.stringContaining(id) })
    }
  })
})
