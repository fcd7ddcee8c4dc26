/**
 * The reference ("was") price the paywall may strike through, computed from the prices an option
 * was really sold at (prices.ts PRICE_HISTORY). Pure: the day is the caller's `now`.
 *
 * Caching: the browser keeps a price answer 10 minutes per key (web pricingCache.ts). The amount
 * and its reference travel in the same answer and both change only when the catalogue changes
 * (a deploy), so a cached answer never pairs one price with another price's reference; it is at
 * most 10 minutes old, and checkout is priced anew on the server. The date matters only for a
 * history whose last record ends after today (a price change entered ahead of its day): until
 * that day there is no reference, so a cached answer can at worst omit a reference for 10
 * minutes after midnight, never show one that is not yet due.
 */
import { inEea } from '../../../schemas/payments/eeaCountries'
import { toMinor } from './money'
import type { PastPrice } from './prices'

/** Art. 6a(2): the prior price is the lowest of the 30 days before the reduction. */
export const PRIOR_PRICE_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day number of an ISO date (2026-10-01); NaN for anything else. */
function dayOf(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return Number.NaN
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS
}

interface Period {
  amount: number
  from: number
  until: number
}

/** The history as day numbers, oldest first; null when a record is unreadable or runs backwards. */
function periodsOf(history: readonly PastPrice[]): Period[] | null {
  const periods = history.map((record) => ({ amount: record.amount, from: dayOf(record.from), until: dayOf(record.until) }))
  if (periods.some((period) => !Number.isFinite(period.from) || !Number.isFinite(period.until) || period.from >= period.until)) return null
  return periods.sort((a, b) => a.from - b.from)
}

/**
 * Directive 2019/2161 (Omnibus), Art. 6a: an announced reduction must show the prior price, the
 * lowest price applied during a period of at least 30 days prior to the application of the
 * reduction. The window is the 30 days before the current price started, not the 30 days before
 * today: a window ending today would hold the reduced price itself, and the lowest price would
 * always be the current one, which is not what the law means. Null when the history does not
 * cover each of those 30 days (a gap, or a record too short): then nobody can say what the
 * prior price was.
 */
function lowestBefore(periods: readonly Period[], started: number): number | null {
  const windowStart = started - PRIOR_PRICE_DAYS
  const inWindow = periods.filter((period) => period.until > windowStart && period.from < started)
  let covered = windowStart
  for (const period of inWindow) {
    if (period.from > covered) return null
    covered = Math.max(covered, period.until)
  }
  if (covered < started || inWindow.length === 0) return null
  return Math.min(...inWindow.map((period) => period.amount))
}

export interface ReferenceInput {
  /** What the visitor is charged today (after any coupon). */
  amount: number
  /** The option's earlier prices (PRICE_HISTORY); the last ends the day the current price started. */
  history: readonly PastPrice[]
  /** The country of the pricing call (the geo header's, else the request's). */
  country: string
  now: Date
}

/**
 * The price to strike through beside `amount`, or null when there is none to show honestly.
 * Visitors in the EEA: the lowest price of the 30 days before the current price started (see
 * `lowestBefore`). Everyone else: the regular price the option was last sold at before the
 * current one. Either way only a price above today's, and only once the current price has
 * started (a history ending after today describes a change that has not happened yet).
 */
export function referencePrice({ amount, history, country, now }: ReferenceInput): number | null {
  const periods = periodsOf(history)
  const last = periods?.at(-1)
  if (!periods || !last) return null
  const started = last.until
  if (started > Math.floor(now.getTime() / DAY_MS)) return null
  const reference = inEea(country) ? lowestBefore(periods, started) : last.amount
  return reference !== null && toMinor(reference) > toMinor(amount) ? reference : null
}
