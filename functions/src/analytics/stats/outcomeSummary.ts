/**
 * What the statistics know about one variant's outcome: its sufficient statistics. A report's
 * query returns them (COUNT, SUM(x), SUM(x*x) per variant), so no statistic needs the visitors
 * one by one. A conversion is the outcome 1 or 0 per exposed visitor (then `sum` =
 * `sumOfSquares` = conversions); revenue is the amount per exposed visitor, 0 for those who
 * did not buy, in one currency.
 */

/** 'conversion': each visitor's outcome is 0 or 1; 'revenue': any amount at least 0. */
export type OutcomeKind = 'conversion' | 'revenue'

export interface OutcomeSummary {
  /** Exposed visitors (unique). */
  visitors: number
  /** Sum of the outcome over those visitors: conversions, or revenue. */
  sum: number
  /** Sum of the squared outcome (equal to `sum` for conversions). */
  sumOfSquares: number
}

/** The summary of `conversions` out of `visitors`. */
export const conversionSummary = (visitors: number, conversions: number): OutcomeSummary => ({ visitors, sum: conversions, sumOfSquares: conversions })

/** The mean outcome per visitor (conversion rate, revenue per visitor); 0 with no visitors. */
export const meanOf = (summary: OutcomeSummary): number => (summary.visitors > 0 ? summary.sum / summary.visitors : 0)

/**
 * The variance of one visitor's outcome, as the intervals and the sample size use it.
 *
 * Conversion: p̃(1 − p̃) with p̃ = (conversions + 1) / (visitors + 2), one success and one failure
 * added (as in Agresti & Caffo's interval, 2000). The plain p̂(1 − p̂) is 0 while an arm has no
 * conversion yet, which would make the interval collapse to a point and "find" a difference
 * after a handful of visitors; the added pair keeps it honest and vanishes as data grow.
 * Revenue: the sample variance (n − 1 denominator); NaN below 2 visitors (unknown).
 */
export function outcomeVariance(summary: OutcomeSummary, kind: OutcomeKind): number {
  const n = summary.visitors
  if (kind === 'conversion') {
    const p = (summary.sum + 1) / (n + 2)
    return p * (1 - p)
  }
  if (n < 2) return NaN
  const mean = summary.sum / n
  return Math.max(0, (summary.sumOfSquares - n * mean * mean) / (n - 1))
}
