import { useMemo } from 'react'
import type { Plan } from '../../../schemas/page/blocks/schema'

/** Spec 9: the default country is US, so a plan without a currency is read as dollars. */
export const DEFAULT_CURRENCY = 'USD'

/** What a plan card shows: amounts are undefined when unknown (the card then shows '--'). */
export interface PlanPrice {
  amount: number | undefined
  originalAmount: number | undefined
  currency: string
}

/** The content's own price for a plan: what a copywriter entered in the Studio. */
export function contentPrice(plan: Plan): PlanPrice {
  return { amount: plan.price, originalAmount: plan.originalPrice, currency: plan.currency ?? DEFAULT_CURRENCY }
}

/**
 * The price to show for each plan, by plan id. For now it is the content's price. A later issue
 * asks the server here (getPaymentPrices, cached per onboarding type, country, pricing set and
 * A/B label for 10 minutes, spec section 4 "Pricing") and overrides the content's values with
 * the answer; templates already read prices only through this hook, so they will not change.
 */
export function usePlanPrices(plans: readonly Plan[]): ReadonlyMap<string, PlanPrice> {
  return useMemo(() => new Map(plans.map((plan) => [plan.id, contentPrice(plan)])), [plans])
}
