/** How the report's numbers read, the same in the printed table, the HTML file and the Studio. */
import type { ExperimentResult } from '../stats/experimentResult'
import type { ReportMetric } from '../experimentReport'

export const METRIC_LABELS: Record<ReportMetric, string> = {
  email: 'E-mail given',
  checkout: 'Checkout started',
  purchase: 'Purchase or trial',
  revenue: 'Revenue per visitor',
}

export const STATUS_LABELS: Record<ExperimentResult['status'], string> = {
  ready: 'Verdict',
  'not-enough-data': 'Not enough data yet',
  'sample-ratio-mismatch': 'Sample ratio mismatch',
}

/** A share as a percentage with one decimal; '–' without a denominator. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : '–'
}

export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
}

/** A difference in the metric's unit: percentage points for conversions, money for revenue. */
export function difference(value: number, metric: ReportMetric, currency: string): string {
  if (!Number.isFinite(value)) return 'unknown yet'
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±'
  return metric === 'revenue' ? `${sign}${money(Math.abs(value), currency)}` : `${sign}${(Math.abs(value) * 100).toFixed(1)} pp`
}

export function probability(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)} %`
}

/** A comparison's line: the difference, its always-valid interval and the verdict. */
export function comparisonText(comparison: ExperimentResult['comparisons'][number], metric: ReportMetric, currency: string): string {
  // An interval not known yet (null) prints as unknown bounds.
  const interval = `[${difference(comparison.interval?.lower ?? -Infinity, metric, currency)}, ${difference(comparison.interval?.upper ?? Infinity, metric, currency)}]`
  const verdict = comparison.verdict === null ? '' : ` ${comparison.verdict === 'no-difference-yet' ? 'no difference yet' : comparison.verdict}`
  return `${comparison.variantKey} vs ${comparison.controlKey}: ${difference(comparison.difference, metric, currency)} ${interval}, P(best) ${probability(comparison.probabilityBest)}${verdict}`
}
