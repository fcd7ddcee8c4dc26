/**
 * Item 9: DESIGN.md's budgets against this run, each with its margin (positive = headroom).
 * Printed, never asserted: a missed budget is a number to look at, not a failed command.
 */
import { kb, ms, num, ratio } from './format'
import type { BenchResults } from './results'

export interface BudgetRow {
  budget: string
  measured: string
  /** PASS or MISS with the margin, or n/a when the number is missing. */
  result: string
}

interface Check {
  budget: string
  /** The value judged, and where it comes from (the worst landing, a funnel). */
  value: number
  where: string
  limit: number
  /** 'max': the value must stay at or under the limit; 'min': at or over it. */
  kind: 'max' | 'min' | 'below'
  format: (value: number) => string
}

function judge(check: Check): BudgetRow {
  const { value, limit, kind, format } = check
  const measured = `${format(value)}${check.where ? ` (${check.where})` : ''}`
  if (!Number.isFinite(value)) return { budget: check.budget, measured, result: 'n/a' }
  const margin = kind === 'min' ? value - limit : limit - value
  const pass = kind === 'below' ? value < limit : margin >= 0
  const signed = `${margin >= 0 ? '+' : '−'}${format(Math.abs(margin))}`
  return { budget: check.budget, measured, result: `${pass ? 'PASS' : 'MISS'} (margin ${signed})` }
}

/** The landing with the worst value (highest, or lowest for `lowest`), and its label. */
function worst<T extends { label: string }>(rows: T[], value: (row: T) => number, lowest = false): { value: number; where: string } {
  const measured = rows.map((row) => ({ value: value(row), where: row.label }))
  if (measured.length === 0 || measured.some((row) => !Number.isFinite(row.value))) return { value: NaN, where: measured.find((row) => !Number.isFinite(row.value))?.where ?? 'no landings' }
  return measured.reduce((a, b) => ((lowest ? b.value < a.value : b.value > a.value) ? b : a))
}

export function budgetRows(results: BenchResults): BudgetRow[] {
  const lighthouseLandings = results.lighthouse.rows.filter((row) => row.target.kind === 'landing').map((row) => ({ label: row.target.label, score: row.score }))
  const bare = results.lighthouse.rows.find((row) => row.target.label === 'bare React')?.score
  const bareHeading = results.headingPaint.find((row) => row.target.label === 'bare React')?.median ?? NaN
  const headingLandings = results.headingPaint.filter((row) => row.target.kind === 'landing').map((row) => ({ label: row.target.label, median: row.median }))
  const byteLandings = results.bytes.filter((row) => row.target.kind === 'landing').map((row) => ({ label: row.target.label, gzip: row.jsBeforeGzip }))
  const score = (pick: (score: NonNullable<(typeof lighthouseLandings)[number]['score']>) => number) => (row: (typeof lighthouseLandings)[number]) => (row.score ? pick(row.score) : NaN)
  const [fifty, fiveHundred] = [results.growth.find((row) => row.pages === 50), results.growth.find((row) => row.pages === 500)]
  const perPage = (row: typeof fifty) => (row ? row.validation.median / row.pages : NaN)
  const checks: Check[] = [
    { budget: 'Lighthouse performance >= 98 on every landing', ...worst(lighthouseLandings, score((s) => s.performance), true), limit: 98, kind: 'min', format: (v) => num(v) },
    { budget: 'CLS 0 on every landing', ...worst(lighthouseLandings, score((s) => s.cls)), limit: 0, kind: 'max', format: (v) => num(v, 3) },
    { budget: 'TBT <= 50 ms on every landing', ...worst(lighthouseLandings, score((s) => s.tbt)), limit: 50, kind: 'max', format: ms },
    { budget: 'Accessibility 100 on every landing', ...worst(lighthouseLandings, score((s) => s.accessibility), true), limit: 100, kind: 'min', format: (v) => num(v) },
    {
      budget: 'LCP within 10 % of bare React (ratio <= 1.10)',
      ...worst(lighthouseLandings, score((s) => s.lcp / (bare?.lcp ?? NaN))),
      limit: 1.1,
      kind: 'max',
      format: ratio,
    },
    { budget: 'Landing heading painted within 1.2x the bare page (median)', ...worst(headingLandings, (row) => row.median / bareHeading), limit: 1.2, kind: 'max', format: ratio },
    { budget: 'JavaScript before first paint <= 110 KB gzip on every landing', ...worst(byteLandings, (row) => row.gzip), limit: 110 * 1024, kind: 'max', format: kb },
    ...[...results.nextPage, ...results.growth.map((row) => row.nextPage)].map(
      (row): Check => ({ budget: `Next-page p95 < 50 ms (${row.label})`, value: row.p95, where: '', limit: 50, kind: 'below', format: ms }),
    ),
    { budget: 'Snapshot validation < 20 ms (p95, all funnels)', value: results.snapshotValidation.p95, where: '', limit: 20, kind: 'below', format: ms },
    { budget: 'Generated 500 within 2x of 50: next-page p95', value: (fiveHundred?.nextPage.p95 ?? NaN) / (fifty?.nextPage.p95 ?? NaN), where: '', limit: 2, kind: 'max', format: ratio },
    {
      budget: 'Generated 500 within 2x of 50: whole-snapshot validation',
      value: (fiveHundred?.wholeSnapshot.median ?? NaN) / (fifty?.wholeSnapshot.median ?? NaN),
      where: '',
      limit: 2,
      kind: 'max',
      format: ratio,
    },
    { budget: 'Generated 500 within 2x of 50: validation per page', value: perPage(fiveHundred) / perPage(fifty), where: '', limit: 2, kind: 'max', format: ratio },
  ]
  return checks.map(judge)
}
