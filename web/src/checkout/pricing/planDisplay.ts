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

/** The lines of a plan card whose presence depends on the server's price. */
export interface PriceLines {
  /** The badge and discount row above the name. */
  tags: boolean
  /** "N-day free trial" under the name. */
  trial: boolean
  /** The struck-through original price above the price. */
  original: boolean
  /** "only $X a day" under the interval. */
  perDay: boolean
}

/**
 * The price-dependent lines a card holds room for from its first frame, before the visitor's
 * country is known (the prerendered HTML has no prices): each one the server's answer can fill
 * for this plan in some country or tier. The card keeps the room when the answer leaves a line
 * empty, so neither the prices, nor their absence, nor the prices error move anything. Content
 * decides it: every plan may be sold below an earlier price (a struck price and its saving),
 * subscriptions on trial paywalls may have a trial, and yearly plans show a price per day. The
 * EEA's 30-day reference line is not held (it would leave every other visitor a blank line).
 */
export function reservedPriceLines(plan: Pick<Plan, 'interval'>, showTrial: boolean): PriceLines {
  return { tags: true, trial: showTrial && plan.interval !== 'once', original: true, perDay: plan.interval === 'year' }
}
