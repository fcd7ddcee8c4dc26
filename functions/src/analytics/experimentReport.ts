/**
 * The experiment report of one funnel over a date range: what the queries count (any engine,
 * through an AnalyticsStore), what the content says (each variant's steps, inert tests) and what
 * the statistics may conclude, per A/B test and variant. Plain data, so the printed table, the
 * HTML file and the Studio's "Experiments" tool render the same report.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { AnalyticsStore } from './analyticsStore'
import { isInertTest, stepsFor, type FunnelDesign } from './funnelSteps'
import { REPORT_CURRENCY, REPORT_RATES } from './model'
import type { SqlDialect } from './sql/dialect'
import { funnelReachSql, pageReachSql, variantOutcomesSql } from './sql/experimentQueries'
import type { ExperimentResult } from './stats/experimentResult'
import { judgeExperiment, type VerdictSettings } from './stats/judgeExperiment'
import { conversionSummary, type OutcomeSummary } from './stats/outcomeSummary'

/** The outcomes the report judges: conversions from exposure, and net revenue per exposed visitor. */
export const REPORT_METRICS = ['email', 'checkout', 'purchase', 'revenue'] as const
export type ReportMetric = (typeof REPORT_METRICS)[number]

/** The metric whose status is the test's headline (the Studio list, the table's first line). */
export const PRIMARY_METRIC: ReportMetric = 'purchase'

export interface StepReach {
  page: string
  reached: number
}

export interface VariantReport {
  key: string
  weight: number
  exposed: number
  email: number
  checkout: number
  /** Visitors with an order (a purchase or a trial) after exposure. */
  purchased: number
  refunded: number
  /** Net revenue (orders less refunds) in the report's currency. */
  revenue: number
  /** The steps this variant's visitors walk, in order, with how many of them reached each. */
  steps: StepReach[]
}

export interface TestReport {
  key: string
  name: string
  description: string | null
  controlKey: string
  /** True when the test's variants change nothing a visitor sees or gets (funnelSteps.ts). */
  inert: boolean
  firstExposureAt: string | null
  variants: VariantReport[]
  metrics: Record<ReportMetric, ExperimentResult>
}

export interface ExperimentReport {
  funnel: string
  since: string
  until: string
  generatedAt: string
  currency: string
  /** What one unit of each currency counted as, in `currency`. */
  rates: Record<string, number>
  /** The whole funnel (default variants' page order), every visitor in the range. */
  steps: StepReach[]
  tests: TestReport[]
}

export interface ReportRequest {
  funnel: string
  since: Date
  until: Date
  now: Date
  settings?: Partial<VerdictSettings>
}

const count = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0))

/** The variants of a test with their configured weights (none configured: equal). */
function weightsOf(test: AbTestDocument): { key: string; weight: number }[] {
  const variants = test.variants ?? []
  const configured = variants.some((variant) => variant.weight !== undefined)
  return variants.map((variant) => ({ key: variant.value, weight: configured ? (variant.weight ?? 0) : 1 }))
}

function withReach(order: readonly string[], reach: ReadonlyMap<string, number>): StepReach[] {
  return order.map((page) => ({ page, reached: reach.get(page) ?? 0 }))
}

type OutcomeRow = Record<string, unknown>

function summaryOf(metric: ReportMetric, row: OutcomeRow | undefined): OutcomeSummary {
  const exposed = count(row?.exposed)
  if (metric === 'revenue') return { visitors: exposed, sum: count(row?.revenue_sum), sumOfSquares: count(row?.revenue_sum_squares) }
  return conversionSummary(exposed, count(row?.[metric === 'purchase' ? 'purchased' : metric]))
}

/** Builds the report of `request.funnel` from the store's counts and the funnel's content. */
export async function buildExperimentReport(store: AnalyticsStore, dialect: SqlDialect, design: FunnelDesign, request: ReportRequest): Promise<ExperimentReport> {
  const params = { funnel: request.funnel, since: request.since.toISOString(), until: request.until.toISOString() }
  const [outcomes, pageReach, funnelReach] = await Promise.all([
    store.query(variantOutcomesSql(dialect), params),
    store.query(pageReachSql(dialect), params),
    store.query(funnelReachSql(dialect), params),
  ])
  const outcomeOf = (test: string, variant: string) => outcomes.find((row) => row.test_key === test && row.variant === variant)
  const reachOf = (test: string, variant: string) =>
    new Map(pageReach.filter((row) => row.test_key === test && row.variant === variant).map((row) => [String(row.page), count(row.reached)]))

  // A report of a past range judges the data as they stood at its end: a week means a week of data.
  const judgedAt = new Date(Math.min(request.now.getTime(), request.until.getTime()))
  const tests = design.abTests.map((test): TestReport => {
    const variants = weightsOf(test)
    const controlKey = test.defaultVariant && variants.some((variant) => variant.key === test.defaultVariant) ? test.defaultVariant : (variants[0]?.key ?? '')
    const rows = variants.map((variant) => outcomeOf(test.key, variant.key))
    const firstMs = Math.min(...rows.map((row) => (row ? count(row.first_exposed_ms) : Infinity)))
    const firstExposureAt = Number.isFinite(firstMs) ? new Date(firstMs) : null
    const metrics = Object.fromEntries(
      REPORT_METRICS.map((metric) => [
        metric,
        judgeExperiment({
          kind: metric === 'revenue' ? 'revenue' : 'conversion',
          controlKey,
          variants: variants.map((variant, index) => ({ ...variant, outcome: summaryOf(metric, rows[index]) })),
          firstExposureAt,
          now: judgedAt,
          // The team sets the smallest lift worth finding per test; the report sizes "visitors still needed" for it.
          settings: { ...request.settings, ...(test.minimumLift !== undefined ? { minimumDetectableLift: test.minimumLift / 100 } : {}) },
        }),
      ]),
    ) as Record<ReportMetric, ExperimentResult>
    return {
      key: test.key,
      name: test.name,
      description: test.description ?? null,
      controlKey,
      inert: isInertTest(design, test),
      firstExposureAt: firstExposureAt?.toISOString() ?? null,
      metrics,
      variants: variants.map((variant, index) => {
        const row = rows[index]
        return {
          key: variant.key,
          weight: variant.weight,
          exposed: count(row?.exposed),
          email: count(row?.email),
          checkout: count(row?.checkout),
          purchased: count(row?.purchased),
          refunded: count(row?.refunded),
          revenue: count(row?.revenue_sum),
          steps: withReach(stepsFor(design, { [test.key]: variant.key }), reachOf(test.key, variant.key)),
        }
      }),
    }
  })

  return {
    funnel: request.funnel,
    since: params.since,
    until: params.until,
    generatedAt: request.now.toISOString(),
    currency: REPORT_CURRENCY,
    rates: { ...REPORT_RATES },
    steps: withReach(stepsFor(design, {}), new Map(funnelReach.map((row) => [String(row.page), count(row.reached)]))),
    tests,
  }
}
