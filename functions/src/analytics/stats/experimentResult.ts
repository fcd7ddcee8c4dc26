/**
 * The shapes the report and the Studio's "Experiments" tool render: one experiment's result for
 * one metric (a conversion or revenue per exposed visitor), as {@link judgeExperiment} returns it.
 * Plain JSON data (finite numbers, strings, arrays, null), so it crosses a callable or an HTML
 * file unchanged: what is not known yet is null, never Infinity or NaN.
 */
import type { SampleRatioCheck } from './sampleRatioMismatch'
import type { OutcomeKind } from './outcomeSummary'

/**
 * - 'ready': every rule is met and each comparison carries its verdict;
 * - 'not-enough-data': too few visitors in a variant or less than a full week; verdicts hidden;
 * - 'sample-ratio-mismatch': the split does not match the weights; verdicts hidden whatever the data.
 */
export type ExperimentStatus = 'ready' | 'not-enough-data' | 'sample-ratio-mismatch'

/** 'wins'/'loses': the interval lies above/below 0; 'no-difference-yet': it still contains 0. */
export type ComparisonVerdict = 'wins' | 'loses' | 'no-difference-yet'

/** Why a verdict is hidden (or, for 'no-exposure', why nothing can be said). `message` is English for the Studio and the printed report. */
export type VerdictReason =
  | { code: 'sample-ratio-mismatch'; pValue: number; observedShares: number[]; expectedShares: number[]; message: string }
  | { code: 'too-few-visitors'; variantKey: string; visitors: number; minimum: number; message: string }
  | { code: 'too-short'; elapsedMs: number; remainingMs: number; message: string }
  | { code: 'no-exposure'; message: string }

/** The sample-ratio check as JSON: `statistic` is null where it is infinite (visitors in a variant weighted 0). */
export type SampleRatioResult = Omit<SampleRatioCheck, 'statistic'> & { statistic: number | null }

export interface VariantResult {
  key: string
  isControl: boolean
  /** Exposed visitors (unique). */
  visitors: number
  /** Conversion rate, or revenue per exposed visitor. */
  mean: number
  /** Bayesian probability that this variant is best; null while the model has too little data. */
  probabilityBest: number | null
  /**
   * Visitors this variant still needs for the minimum detectable effect (fixed-horizon estimate,
   * never below the 100-visitor minimum); 0 when it has enough; null while the control has no
   * outcome to base it on. Shown with 'not-enough-data', and beside a 'no-difference-yet'.
   */
  visitorsStillNeeded: number | null
}

export interface ComparisonResult {
  variantKey: string
  controlKey: string
  /** Variant mean − control mean, in the metric's unit (rate, or currency per visitor). */
  difference: number
  /** difference / control mean; null when the control's mean is 0. */
  relativeDifference: number | null
  /**
   * The always-valid interval for the difference at {@link ExperimentResult.alphaPerComparison};
   * null while the variance is unknown (revenue below 2 visitors, or no variation at all yet).
   */
  interval: { lower: number; upper: number } | null
  /** The variant's probability of being best (same as its {@link VariantResult}). */
  probabilityBest: number | null
  /** Null while the experiment's status is not 'ready'. */
  verdict: ComparisonVerdict | null
}

export interface ExperimentResult {
  kind: OutcomeKind
  status: ExperimentStatus
  /** Every reason the verdict is hidden, most important first; empty when 'ready'. */
  reasons: VerdictReason[]
  /** The error rate of each interval: α split over the comparisons with the control (Bonferroni). */
  alphaPerComparison: number
  sampleRatio: SampleRatioResult
  variants: VariantResult[]
  comparisons: ComparisonResult[]
}
