/**
 * The server decides what a visitor is charged. The funnel's paywall pages are processed with
 * the visitor's recorded A/B variants by the engine's own pure `processPages` (the same code the
 * browser runs), so the pages the visitor can see are the pages whose prices they may buy. Each
 * visible paywall is an "arm": its pricing set, discount and product format, and the plan ids of
 * its cards. What the browser asks for (pricingSet, metadata.discountPercent, productInfo) is a
 * hint only: used when it names one of the visitor's arms, else the visitor's first arm is used.
 *
 * A test without a recorded variant counts as its default variant (the content's defaultVariant,
 * else its first): what an unassigned visitor is shown, so it is also what they are charged. The
 * server does not record it, so the visitor's real exposure, when it arrives, still counts.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { DEFAULT_PRICING_SET } from '../../../schemas/payments/wire'
import { processPages } from '../../../web/src/funnel/processPages'
import type { PaywallPage, PricingContent, PricingTest } from './pricingContent'

export interface PricingArm {
  pageKey: string
  pricingSet: string
  discountPercent: number | null
  productFormat: string | null
  planIds: string[]
}

/** What the request asks for; never more than a hint. */
export interface PricingHint {
  pricingSet?: string | undefined
  discountPercent?: unknown
  productFormat?: unknown
}

const defaultOf = (test: PricingTest): string | undefined => {
  const values = (test.variants ?? []).map((variant) => variant.value)
  return test.defaultVariant && values.includes(test.defaultVariant) ? test.defaultVariant : values[0]
}

/** Whether `variant` is one of the test's variants (a recorded value the content no longer has does not count). */
export const isVariantOf = (test: PricingTest, variant: string | undefined): variant is string => variant !== undefined && (test.variants ?? []).some((candidate) => candidate.value === variant)

/** The variant of every test the funnel runs: the recorded one when still valid, else the test's default. */
export function effectiveVariants(tests: readonly PricingTest[], recorded: Readonly<Record<string, string>>): Record<string, string> {
  const variants: Record<string, string> = {}
  for (const test of tests) {
    const value = isVariantOf(test, recorded[test.key]) ? recorded[test.key] : defaultOf(test)
    if (value !== undefined) variants[test.key] = value
  }
  return variants
}

/** Only the claims that name a test of this funnel and one of its variants. */
export function validClaims(tests: readonly PricingTest[], claimed: unknown): Record<string, string> {
  if (typeof claimed !== 'object' || claimed === null) return {}
  const entries = Object.entries(claimed).flatMap(([key, value]): [string, string][] => (typeof value === 'string' ? [[key, value]] : []))
  return Object.fromEntries(entries.filter(([key, value]) => tests.some((test) => test.key === key && isVariantOf(test, value))))
}

function armOf(page: PaywallPage): PricingArm {
  const discount = page.paywallType === 'discount' && page.discountPercent !== undefined && page.discountPercent > 0 ? page.discountPercent : null
  return {
    pageKey: page.key,
    pricingSet: page.pricingSet || DEFAULT_PRICING_SET,
    discountPercent: discount,
    productFormat: page.productFormat ?? null,
    planIds: (page.paywall?.plans ?? []).map((plan) => plan.id),
  }
}

/** The arms of the paywall pages this visitor can see. Answers are the browser's: rules on them never decide money, so none are applied. */
export function armsOf(content: PricingContent, variants: Readonly<Record<string, string>>): PricingArm[] {
  const tests = content.tests.map((test) => ({ key: test.key, ...(test.defaultVariant ? { defaultVariant: test.defaultVariant } : {}) }))
  return processPages(content.paywalls, variants, {}, tests).map(armOf)
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null
}

/** The arm the hint names when it is one of the visitor's; otherwise the visitor's first. */
export function chooseArm(arms: readonly PricingArm[], hint: PricingHint, onboardingType: string): PricingArm {
  const first = arms[0]
  if (!first) throw new HttpsError('failed-precondition', `Funnel "${onboardingType}" shows this visitor no paywall: nothing is for sale`)
  const pricingSet = hint.pricingSet || DEFAULT_PRICING_SET
  const discount = numberOf(hint.discountPercent)
  const format = typeof hint.productFormat === 'string' ? hint.productFormat : null
  const named = arms.find((arm) => arm.pricingSet === pricingSet && arm.discountPercent === discount && (format === null || arm.productFormat === format))
  return named ?? first
}
