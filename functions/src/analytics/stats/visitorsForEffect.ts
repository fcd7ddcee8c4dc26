/**
 * How many visitors each variant needs to detect the minimum effect the team cares about, for
 * the "not enough data yet" message. It is the standard fixed-horizon sample size of a two-sided
 * two-sample z-test (as in Chow, Shao & Wang, "Sample Size Calculations in Clinical Research"):
 *   n = (z₁₋α/₂ + z₁₋β)² · (σ₁² + σ₂²) / δ²,
 * with δ = relative lift × the control's mean; for conversion σ² = p(1 − p) at the control's rate
 * and at the lifted rate, for revenue the control's observed variance in both arms.
 *
 * It is an estimate to plan with, not a promise: the always-valid interval pays for being
 * looked at any time, and needs up to about twice as many visitors for the same power.
 */
import { normalQuantile } from './normalDistribution'
import { meanOf, outcomeVariance, type OutcomeKind, type OutcomeSummary } from './outcomeSummary'

export interface EffectOptions {
  /** The minimum relative lift to detect; default 0.10 (10 %). */
  relativeLift?: number
  /** Two-sided error rate; default 0.05. */
  alpha?: number
  /** Chance to detect the lift when it is there; default 0.8. */
  power?: number
}

export const DEFAULT_RELATIVE_LIFT = 0.1
export const DEFAULT_POWER = 0.8

/** Visitors per variant for the lift, from the control's data; null while the control has no outcome yet (no base to lift). */
export function visitorsForEffect(control: OutcomeSummary, kind: OutcomeKind, options: EffectOptions = {}): number | null {
  const lift = options.relativeLift ?? DEFAULT_RELATIVE_LIFT
  const alpha = options.alpha ?? 0.05
  const power = options.power ?? DEFAULT_POWER
  if (!(lift > 0)) throw new RangeError(`visitorsForEffect: relativeLift must be positive, got ${lift}`)
  const base = meanOf(control)
  if (!(base > 0)) return null
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power)
  let varianceSum: number
  let delta: number
  if (kind === 'conversion') {
    const lifted = Math.min(base * (1 + lift), 1)
    delta = lifted - base
    varianceSum = base * (1 - base) + lifted * (1 - lifted)
  } else {
    const variance = outcomeVariance(control, kind)
    if (!Number.isFinite(variance)) return null
    delta = base * lift
    varianceSum = 2 * variance
  }
  if (!(delta > 0)) return null
  return Math.ceil((z * z * varianceSum) / (delta * delta))
}
