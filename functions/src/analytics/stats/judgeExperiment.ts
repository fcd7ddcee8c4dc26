/**
 * The verdict rules in one place: given each variant's exposed visitors and outcome for one
 * metric, the configured weights and the test's first exposure, decide what the report may say.
 *
 * 1. A sample-ratio mismatch (chi-square against the weights, p < 0.001) hides every verdict and
 *    says why: the comparison itself is not trustworthy.
 * 2. A verdict needs at least 100 exposed visitors in every variant and a full week (7 × 24 h)
 *    since the first exposure, so weekday and weekend visitors both count; until then the status
 *    is 'not-enough-data' with the visitors each variant still needs for the team's minimum
 *    detectable effect (a fixed-horizon estimate, see visitorsForEffect).
 * 3. Otherwise a variant whose always-valid interval excludes 0 wins (above) or loses (below);
 *    one whose interval contains 0 shows no difference yet. With several variants α is split
 *    over the comparisons with the control (Bonferroni), so the chance of any false verdict in
 *    the test stays at most α.
 *
 * Pure: no clock, no I/O; the caller passes `now`.
 */
import { alwaysValidInterval, DEFAULT_ALPHA, DEFAULT_TUNING_VISITORS } from './alwaysValidInterval'
import type { ComparisonResult, ComparisonVerdict, ExperimentResult, VariantResult } from './experimentResult'
import { meanOf, type OutcomeKind, type OutcomeSummary } from './outcomeSummary'
import { DEFAULT_DRAWS, DEFAULT_SEED, probabilityBest } from './probabilityBest'
import { SRM_THRESHOLD, sampleRatioMismatch } from './sampleRatioMismatch'
import { verdictReasons } from './verdictReasons'
import { DEFAULT_POWER, DEFAULT_RELATIVE_LIFT, visitorsForEffect } from './visitorsForEffect'

export const MINIMUM_VISITORS = 100
export const MINIMUM_DURATION_MS = 7 * 24 * 60 * 60 * 1000

export interface VariantInput {
  key: string
  /** The configured weight (any positive scale, e.g. 50 and 50). */
  weight: number
  /** Exposed visitors and their outcome for the metric. */
  outcome: OutcomeSummary
}

export interface VerdictSettings {
  alpha: number
  /** Minimum detectable effect as a relative lift over the control (0.1 = 10 %). */
  minimumDetectableLift: number
  power: number
  minimumVisitors: number
  minimumDurationMs: number
  srmThreshold: number
  /** Mixing parameter of the always-valid interval, as visitors per arm (see alwaysValidInterval). */
  tuningVisitors: number
  draws: number
  seed: number
}

export const DEFAULT_VERDICT_SETTINGS: VerdictSettings = {
  alpha: DEFAULT_ALPHA,
  minimumDetectableLift: DEFAULT_RELATIVE_LIFT,
  power: DEFAULT_POWER,
  minimumVisitors: MINIMUM_VISITORS,
  minimumDurationMs: MINIMUM_DURATION_MS,
  srmThreshold: SRM_THRESHOLD,
  tuningVisitors: DEFAULT_TUNING_VISITORS,
  draws: DEFAULT_DRAWS,
  seed: DEFAULT_SEED,
}

export interface ExperimentInput {
  kind: OutcomeKind
  controlKey: string
  variants: readonly VariantInput[]
  /** When the test's first exposure happened; null when nobody was exposed yet. */
  firstExposureAt: Date | null
  now: Date
  settings?: Partial<VerdictSettings>
}

function verdictOf(lower: number, upper: number): ComparisonVerdict {
  if (lower > 0) return 'wins'
  if (upper < 0) return 'loses'
  return 'no-difference-yet'
}

/** What a query can never return; the caller's bug, so it is refused rather than judged. */
function checkVariants(kind: OutcomeKind, variants: readonly VariantInput[]) {
  const keys = new Set<string>()
  for (const { key, weight, outcome } of variants) {
    if (keys.has(key)) throw new RangeError(`judgeExperiment: the variant "${key}" appears twice`)
    keys.add(key)
    const { visitors, sum, sumOfSquares } = outcome
    const impossible =
      !(weight >= 0 && Number.isFinite(weight)) ||
      !Number.isInteger(visitors) ||
      visitors < 0 ||
      !(sum >= 0 && Number.isFinite(sum)) ||
      !(sumOfSquares >= 0 && Number.isFinite(sumOfSquares)) ||
      (kind === 'conversion' && sum > visitors)
    if (impossible) throw new RangeError(`judgeExperiment: variant "${key}" has an impossible summary (weight ${weight}, ${visitors} visitors, sum ${sum}, sum of squares ${sumOfSquares})`)
  }
}

/**
 * Judges one experiment on one metric; see the module comment for the rules. Throws a RangeError
 * for input no query produces (a missing control, a repeated variant, negative or fractional
 * counts, more conversions than visitors).
 */
export function judgeExperiment(input: ExperimentInput): ExperimentResult {
  const settings = { ...DEFAULT_VERDICT_SETTINGS, ...input.settings }
  const { kind, variants, controlKey } = input
  checkVariants(kind, variants)
  const control = variants.find((v) => v.key === controlKey)
  if (!control) throw new RangeError(`judgeExperiment: the control "${controlKey}" is not among the variants`)
  const others = variants.filter((v) => v !== control)
  const alphaPerComparison = settings.alpha / Math.max(1, others.length)
  const observed = variants.map((v) => v.outcome.visitors)
  const sampleRatio = sampleRatioMismatch(observed, variants.map((v) => v.weight), settings.srmThreshold)

  const reasons = verdictReasons({ variants: variants.map((v) => ({ key: v.key, visitors: v.outcome.visitors })), sampleRatio, firstExposureAt: input.firstExposureAt, now: input.now, settings })
  const status = sampleRatio.alarm ? 'sample-ratio-mismatch' : reasons.length > 0 ? 'not-enough-data' : 'ready'

  const needed = visitorsForEffect(control.outcome, kind, { relativeLift: settings.minimumDetectableLift, alpha: alphaPerComparison, power: settings.power })
  const probabilities = probabilityBest(
    variants.map((v) => v.outcome),
    kind,
    { draws: settings.draws, seed: settings.seed },
  )
  const variantResults: VariantResult[] = variants.map((v, index) => ({
    key: v.key,
    isControl: v === control,
    visitors: v.outcome.visitors,
    mean: meanOf(v.outcome),
    probabilityBest: probabilities?.[index] ?? null,
    visitorsStillNeeded: needed === null ? null : Math.max(0, Math.max(needed, settings.minimumVisitors) - v.outcome.visitors),
  }))
  const controlMean = meanOf(control.outcome)
  const comparisons: ComparisonResult[] = others.map((v) => {
    const interval = alwaysValidInterval(control.outcome, v.outcome, kind, { alpha: alphaPerComparison, tuningVisitors: settings.tuningVisitors })
    return {
      variantKey: v.key,
      controlKey,
      difference: interval.difference,
      relativeDifference: controlMean > 0 ? interval.difference / controlMean : null,
      interval: Number.isFinite(interval.lower) && Number.isFinite(interval.upper) ? { lower: interval.lower, upper: interval.upper } : null,
      probabilityBest: variantResults[variants.indexOf(v)]!.probabilityBest,
      verdict: status === 'ready' ? verdictOf(interval.lower, interval.upper) : null,
    }
  })
  const sampleRatioResult = { ...sampleRatio, statistic: Number.isFinite(sampleRatio.statistic) ? sampleRatio.statistic : null }
  return { kind, status, reasons, alphaPerComparison, sampleRatio: sampleRatioResult, variants: variantResults, comparisons }
}
