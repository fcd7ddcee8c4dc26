/**
 * The visitor's decided pricing for a payment call: their recorded A/B variants (plus any the
 * browser claims with the call for a test not recorded yet, recorded like an exposure: first
 * write wins), the arm of the paywall they can see (pricingDecision.ts), the country and the
 * price list of that arm, limited to the plans on its paywall page (parenting never sells the
 * demo's plans, though both share the leadership_v2 lookup key).
 *
 * Deciding writes nothing: the claims are recorded by `recordClaims` once the call is accepted,
 * so a refused call (an option not sold to the visitor, a foreign return URL) leaves no trace.
 *
 * Country: the geo header (country.ts) wins over the payload's countryCode; only a request
 * without one (the local emulator) is priced in the payload's country.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { PaymentMetadata } from '../../../schemas/payments/wire'
import { assignmentsOf, recordAssignments } from '../backOffice/visitors'
import type { CallContext } from '../callable'
import { detectCountry } from '../country'
import { database, type Db } from '../db/database'
import { lookupKeyOf, planIdOfOption, priceList, type CatalogueOption, type PriceList } from './catalogue'
import { sharedPricingContentReader, type PricingContentReader } from './pricingContent'
import { armsOf, chooseArm, effectiveVariants, validClaims, type PricingArm } from './pricingDecision'

/** What the payment callables use beside the providers; tests pass their own database and content. */
export interface PaymentServices {
  db: () => Db
  content: PricingContentReader
  env: NodeJS.ProcessEnv
}

export const defaultPaymentServices = (): PaymentServices => ({ db: () => database(), content: sharedPricingContentReader(), env: process.env })

/** The metadata key under which the browser sends its variants with a payment call (web/src/checkout). */
export const VARIANTS_CLAIM = 'abVariants'

export interface PricingRequestLike {
  onboardingType: string
  countryCode: string
  pricingSet?: string | undefined
  metadata: PaymentMetadata
  productInfo?: Record<string, unknown> | null | undefined
}

export interface DecidedPricing {
  arm: PricingArm
  /** Every test's variant as decided (recorded, else default). */
  variants: Record<string, string>
  /**
   * The visitor's country (the geo header's, else the payload's), passed on as is: the catalogue
   * picks the currency from it (USD for a currency the funnel does not sell) and the reference
   * price rule (an EEA country keeps the EU's rule even when priced in USD).
   */
  countryCode: string
  list: PriceList
  /** The metadata the catalogue and the provider see: the client's, with the decided discount only. */
  metadata: PaymentMetadata
  /** The claimed variants of tests the visitor had no record of, which the decision used: `recordClaims` records them. */
  claims: Record<string, string>
}

export async function decidePricing(services: PaymentServices, request: PricingRequestLike, context: Pick<CallContext, 'authUid' | 'header'>): Promise<DecidedPricing> {
  lookupKeyOf(request.onboardingType)
  const content = await services.content.funnel(request.onboardingType)
  let recorded: Record<string, string> = {}
  let claims: Record<string, string> = {}
  if (context.authUid) {
    recorded = await assignmentsOf(services.db(), context.authUid, request.onboardingType)
    // First write wins: a claim counts only for a test the visitor has no record of.
    claims = Object.fromEntries(Object.entries(validClaims(content.tests, request.metadata[VARIANTS_CLAIM])).filter(([key]) => !Object.hasOwn(recorded, key)))
  }
  const variants = effectiveVariants(content.tests, { ...claims, ...recorded })
  const arm = chooseArm(armsOf(content, variants), { pricingSet: request.pricingSet, discountPercent: request.metadata.discountPercent, productFormat: request.productInfo?.format }, request.onboardingType)
  const country = detectCountry(context.header).detectedCountry ?? request.countryCode
  const { discountPercent: _asked, [VARIANTS_CLAIM]: _claimed, ...clientMetadata } = request.metadata
  const metadata = { ...clientMetadata, ...(arm.discountPercent !== null ? { discountPercent: arm.discountPercent } : {}) }
  const full = priceList({ onboardingType: request.onboardingType, countryCode: country, pricingSet: arm.pricingSet, metadata })
  const list = { answer: full.answer, options: full.options.filter((option) => arm.planIds.includes(option.planId)) }
  return { arm, variants, countryCode: country, list, metadata, claims }
}

/**
 * Records the claims a decision used, once its call is accepted (inside the checkout's
 * transaction, so a session is never recorded without them). Another call of the same visitor
 * may have recorded another variant of the same test meanwhile (two tabs): then this decision no
 * longer matches the visitor's record and is refused with 'failed-precondition' (inside a
 * transaction, nothing of it stays).
 */
export async function recordClaims(db: Db, uid: string | null, onboardingType: string, decided: Pick<DecidedPricing, 'claims'>): Promise<void> {
  if (!uid || Object.keys(decided.claims).length === 0) return
  await recordAssignments(db, uid, onboardingType, decided.claims, 'exposure')
  const recorded = await assignmentsOf(db, uid, onboardingType)
  const changed = Object.entries(decided.claims).find(([key, variant]) => recorded[key] !== variant)
  if (changed) throw new HttpsError('failed-precondition', `The A/B variant of ${changed[0]} was recorded as '${String(recorded[changed[0]])}' by another call meanwhile; ask for the prices again`)
}

/**
 * The option of the decided list for the plan a requested option names (another set, discount or
 * currency of the same plan is mapped to it); 'not-found' when the plan is not sold to this visitor.
 */
export function decidedOption(decided: DecidedPricing, onboardingType: string, priceOptionId: string): CatalogueOption {
  const planId = planIdOfOption(onboardingType, priceOptionId) ?? priceOptionId
  const option = decided.list.options.find((candidate) => candidate.planId === planId)
  if (!option) throw new HttpsError('not-found', `Price option '${priceOptionId}' is not sold to this visitor in ${onboardingType}`)
  return option
}
