/**
 * The chi-square survival function P(X ≥ x) for X ~ χ²(df): the p-value of a chi-square
 * goodness-of-fit test, such as the sample-ratio-mismatch check. It is Q(df/2, x/2), the
 * regularized upper incomplete gamma function (Abramowitz & Stegun 26.4.2).
 */
import { regularizedGammaQ } from './incompleteGamma'

/** P(χ²(df) ≥ x); df a positive number of degrees of freedom, x ≥ 0. Example: df 1, x 10.83 → 0.0010. */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`chiSquareSurvival: df must be positive, got ${df}`)
  if (!(x >= 0)) throw new RangeError(`chiSquareSurvival: x must be at least 0, got ${x}`)
  return regularizedGammaQ(df / 2, x / 2)
}
