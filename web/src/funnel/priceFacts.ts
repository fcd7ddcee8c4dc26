/**
 * The trial and renewal facts (spec 1 section 9, spec 2 section 9) and the numbers computed from
 * the server's prices, so paywall copy states them through placeholders instead of typing them:
 * a price change on the server, or a new trial length, never leaves stale numbers in the copy.
 */
import type { PageLanguage } from '../../../schemas/languages'
import { CANCEL_HOURS_BEFORE_END, REFUND_DAYS, REMINDER_DAY, TRIAL_DAYS } from '../../../schemas/payments/terms'
import type { PriceInterval, PriceOption } from '../../../schemas/payments/wire'
import { EMPTY_PRICE, formatPrice } from './formatPrice'


/**
 * Days an interval's price covers, for the per-day price. A month counts as 30 days, the way
 * people reckon a month's cost per day; a one-time price covers no fixed period, so has none.
 */
export const DAYS_PER_INTERVAL: Readonly<Record<PriceInterval, number | undefined>> = { year: 365, month: 30, once: undefined }

/**
 * The price per day of an interval's price, rounded up to the cent: the copy may say "only
 * $0.17 a day" but must never promise less than the visitor pays.
 */
export function perDayPrice(amount: number | undefined, interval: PriceInterval): number | undefined {
  const days = DAYS_PER_INTERVAL[interval]
  if (amount === undefined || days === undefined || !Number.isFinite(amount)) return undefined
  // The small epsilon keeps an exact cent (0.20000000001 from float division) from rounding up.
  return Math.ceil((amount / days) * 100 - 1e-9) / 100
}

/**
 * The price per week of an interval's price (a year is 365/7 weeks, a month 30/7), rounded up to
 * the cent like the per-day price: "about $1.16 a week" never undersells what is charged.
 */
export function perWeekPrice(amount: number | undefined, interval: PriceInterval): number | undefined {
  const days = DAYS_PER_INTERVAL[interval]
  if (amount === undefined || days === undefined || !Number.isFinite(amount)) return undefined
  return Math.ceil(((amount * 7) / days) * 100 - 1e-9) / 100
}

type Priced = Pick<PriceOption, 'amount' | 'interval'>

/**
 * What the yearly plan saves against paying monthly for twelve months, in whole percent
 * (rounded as the cards round their own saving, so copy and card agree); none without both
 * plans or without a saving.
 */
export function yearlySavingPercent(options: readonly Priced[]): number | undefined {
  const yearly = options.find((option) => option.interval === 'year')
  const monthly = options.find((option) => option.interval === 'month')
  if (!yearly || !monthly || monthly.amount <= 0) return undefined
  const saving = Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100)
  return saving > 0 ? saving : undefined
}

/** The placeholders paywall copy may use, with what fills each. */
export const PRICE_PLACEHOLDERS = [
  'price',
  'originalPrice',
  'perDay',
  'perWeek',
  'savingPercent',
  'discountPercent',
  'trialDays',
  'reminderDay',
  'refundDays',
  'cancelHours',
] as const
export type PricePlaceholder = (typeof PRICE_PLACEHOLDERS)[number]

export interface PriceFactsInput {
  /** The plan the visitor has chosen; its server price fills {price}, {originalPrice}, {perDay} and {perWeek}. */
  chosen: PriceOption | undefined
  /** Every server price of the page, for {savingPercent}. */
  options: readonly PriceOption[]
  /** The page's discount (deeps' 60 and 70 percent paywalls), when the server names none. */
  discountPercent?: number
  language: PageLanguage
}

/**
 * The values for every placeholder. A price not known yet (loading, failed, no such plan) is
 * '--', as an empty price shows (spec 5); the trial facts are always known.
 */
export function priceFacts({ chosen, options, discountPercent, language }: PriceFactsInput): Record<PricePlaceholder, string | number> {
  const currency = chosen?.currency ?? ''
  const price = (amount: number | undefined) => formatPrice(amount, currency, language)
  const percent = chosen?.discountPercent ?? discountPercent
  return {
    price: price(chosen?.amount),
    originalPrice: price(chosen?.originalAmount),
    perDay: chosen ? price(perDayPrice(chosen.amount, chosen.interval)) : EMPTY_PRICE,
    perWeek: chosen ? price(perWeekPrice(chosen.amount, chosen.interval)) : EMPTY_PRICE,
    savingPercent: yearlySavingPercent(options) ?? EMPTY_PRICE,
    discountPercent: percent ?? EMPTY_PRICE,
    trialDays: chosen?.trialDays || TRIAL_DAYS,
    reminderDay: REMINDER_DAY,
    refundDays: REFUND_DAYS,
    cancelHours: CANCEL_HOURS_BEFORE_END,
  }
}
