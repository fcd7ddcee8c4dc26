/**
 * Item 9: the budgets of `budgets.json` against this run, each with its margin (positive =
 * headroom). Printed, never asserted: a missed budget is a number to look at, not a failed command.
 */
import { readBudgets, type Budget, type BudgetKey } from './budgetFile'
import { kb, ms, num, ratio } from './format'
import { inpP95 } from './inpReport'
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

/** A check's text and limit from the budgets file; `suffix` names what part of it this row judges. */
function limitOf(budget: Budget, suffix = ''): Pick<Check, 'budget' | 'limit' | 'kind'> {
  return { budget: `${budget.budget}${suffix}`, limit: budget.limit, kind: budget.kind }
}

export function budgetRows(results: BenchResults, budgets: Record<BudgetKey, Budget> = readBudgets()): BudgetRow[] {
  const lighthouseOf = (kind: 'landing' | 'mid') => results.lighthouse.rows.filter((row) => row.target.kind === kind).map((row) => ({ label: row.target.label, score: row.score }))
  const lighthouseLandings = lighthouseOf('landing')
  const deepLinks = lighthouseOf('mid')
  const bare = results.lighthouse.rows.find((row) => row.target.label === 'bare React')?.score
  const bareHeading = results.headingPaint.find((row) => row.target.label === 'bare React')?.median ?? NaN
  const headingLandings = results.headingPaint.filter((row) => row.target.kind === 'landing').map((row) => ({ label: row.target.label, median: row.median }))
  const byteLandings = results.bytes.filter((row) => row.target.kind === 'landing').map((row) => ({ label: row.target.label, gzip: row.jsBeforeGzip, afterPaint: row.error ? undefined : row.afterPaint }))
  const score = (pick: (score: NonNullable<(typeof lighthouseLandings)[number]['score']>) => number) => (row: (typeof lighthouseLandings)[number]) => (row.score ? pick(row.score) : NaN)
  const [fifty, fiveHundred] = [results.growth.find((row) => row.pages === 50), results.growth.find((row) => row.pages === 500)]
  const perPage = (row: typeof fifty) => (row ? row.validation.median / row.pages : NaN)
  const checks: Check[] = [
    { ...limitOf(budgets.landingPerformance), ...worst(lighthouseLandings, score((s) => s.performance), true), format: (v) => num(v) },
    { ...limitOf(budgets.landingCls), ...worst(lighthouseLandings, score((s) => s.cls)), format: (v) => num(v, 3) },
    { ...limitOf(budgets.landingTbtMs), ...worst(lighthouseLandings, score((s) => s.tbt)), format: ms },
    { ...limitOf(budgets.landingAccessibility), ...worst(lighthouseLandings, score((s) => s.accessibility), true), format: (v) => num(v) },
    { ...limitOf(budgets.landingLcpRatio), ...worst(lighthouseLandings, score((s) => s.lcp / (bare?.lcp ?? NaN))), format: ratio },
    { ...limitOf(budgets.deepLinkPerformance), ...worst(deepLinks, score((s) => s.performance), true), format: (v) => num(v) },
    { ...limitOf(budgets.deepLinkCls), ...worst(deepLinks, score((s) => s.cls)), format: (v) => num(v, 3) },
    { ...limitOf(budgets.deepLinkLcpRatio), ...worst(deepLinks, score((s) => s.lcp / (bare?.lcp ?? NaN))), format: ratio },
    { ...limitOf(budgets.headingPaintRatio), ...worst(headingLandings, (row) => row.median / bareHeading), format: ratio },
    { ...limitOf(budgets.landingJsGzipKb), limit: budgets.landingJsGzipKb.limit * 1024, ...worst(byteLandings, (row) => row.gzip), format: kb },
    { ...limitOf(budgets.afterPaintRequests), ...worst(byteLandings, (row) => row.afterPaint?.requests ?? NaN), format: (v) => num(v) },
    { ...limitOf(budgets.afterPaintJsBrotliKb), limit: budgets.afterPaintJsBrotliKb.limit * 1024, ...worst(byteLandings, (row) => row.afterPaint?.jsBrotli ?? NaN), format: kb },
    ...[...results.nextPage, ...results.growth.map((row) => row.nextPage)].map(
      (row): Check => ({ ...limitOf(budgets.nextPageP95Ms, ` (${row.label})`), value: row.p95, where: '', format: ms }),
    ),
    { ...limitOf(budgets.snapshotValidationP95Ms), value: results.snapshotValidation.p95, where: '', format: ms },
    { ...limitOf(budgets.growthRatio, ': next-page p95'), value: (fiveHundred?.nextPage.p95 ?? NaN) / (fifty?.nextPage.p95 ?? NaN), where: '', format: ratio },
    {
      ...limitOf(budgets.growthRatio, ': whole-snapshot validation'),
      value: (fiveHundred?.wholeSnapshot.median ?? NaN) / (fifty?.wholeSnapshot.median ?? NaN),
      where: '',
      format: ratio,
    },
    { ...limitOf(budgets.growthRatio, ': validation per page'), value: perPage(fiveHundred) / perPage(fifty), where: '', format: ratio },
    { ...limitOf(budgets.inpP95Ms), value: inpP95(results.inp), where: 'all judged taps of every funnel', format: ms },
    { ...limitOf(budgets.publishedLandingTbtMs), value: results.publishedLanding?.lighthouse.score?.tbt ?? NaN, where: results.publishedLanding?.lighthouse.target.label ?? 'not measured', format: ms },
  ]
  const notMeasured = Object.values(budgets)
    .filter((budget) => budget.notMeasuredYet)
    .map((budget): BudgetRow => ({ budget: budget.budget, measured: 'not measured by this bench yet', result: 'n/a' }))
  return [...checks.map(judge), ...notMeasured]
}
