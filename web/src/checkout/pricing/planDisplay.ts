import type { Plan } from '../../../../schemas/page/blocks/schema'

/** The saving against the struck-through price, in whole percent; none without a real saving. */
export function savingPercent(amount: number | undefined, original: number | undefined): number | undefined {
  if (amount === undefined || original === undefined || original <= 0 || amount >= original) return undefined
  return Math.round((1 - amount / original) * 100)
}

/**
 * The percentage a card shows: the page's discount (deeps' 60 or 70 percent paywalls) for every
 * plan, else each plan's own saving against its original price.
 */
export function cardDiscount(
  pageDiscount: number | undefined,
  amount: number | undefined,
  original: number | undefined,
): number | undefined {
  if (pageDiscount !== undefined && pageDiscount > 0) return pageDiscount
  return savingPercent(amount, original)
}

/**
 * The plan chosen when the paywall opens: the most popular one, else the first; among the
 * plans that can be bought when that is known (a plan the server has no price for cannot).
 */
export function defaultPlanId(plans: readonly Plan[], canBuy: (planId: string) => boolean = () => true): string | undefined {
  const buyable = plans.filter((plan) => canBuy(plan.id))
  return (buyable.find((plan) => plan.badge === 'mostPopular') ?? buyable[0])?.id
}
