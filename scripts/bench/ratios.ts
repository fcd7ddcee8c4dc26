/**
 * Item 8: each landing against the two references, on the numbers a visitor feels (LCP, heading
 * painted) and the ones that cause them (JavaScript before the paint, Lighthouse's score).
 */
import type { BenchResults } from './results'
import { median } from './stats'

export const RATIO_METRICS = ['LCP', 'heading painted', 'JS before paint', 'performance score'] as const
export type RatioMetric = (typeof RATIO_METRICS)[number]

export interface RatioRow {
  label: string
  /** product / bare and product / SurveyJS, per metric. */
  values: Record<RatioMetric, { bare: number; survey: number }>
}

type PerPage = Record<RatioMetric, (label: string) => number>

function perPage(results: BenchResults): PerPage {
  const lighthouse = (label: string) => results.lighthouse.rows.find((row) => row.target.label === label)?.score
  return {
    LCP: (label) => lighthouse(label)?.lcp ?? NaN,
    'heading painted': (label) => results.headingPaint.find((row) => row.target.label === label)?.median ?? NaN,
    'JS before paint': (label) => results.bytes.find((row) => row.target.label === label)?.jsBefore ?? NaN,
    'performance score': (label) => lighthouse(label)?.performance ?? NaN,
  }
}

export function ratioRows(results: BenchResults): RatioRow[] {
  const of = perPage(results)
  const landings = results.bytes.filter((row) => row.target.kind === 'landing').map((row) => row.target.label)
  const rows = landings.map((label) => ({
    label,
    values: Object.fromEntries(RATIO_METRICS.map((metric) => [metric, { bare: of[metric](label) / of[metric]('bare React'), survey: of[metric](label) / of[metric]('SurveyJS') }])) as RatioRow['values'],
  }))
  const medianOf = (metric: RatioMetric, reference: 'bare' | 'survey') => median(rows.map((row) => row.values[metric][reference]).filter(Number.isFinite))
  const medianRow: RatioRow = {
    label: 'median of landings',
    values: Object.fromEntries(RATIO_METRICS.map((metric) => [metric, { bare: medianOf(metric, 'bare'), survey: medianOf(metric, 'survey') }])) as RatioRow['values'],
  }
  return [...rows, medianRow]
}
