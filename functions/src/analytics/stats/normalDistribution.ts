/**
 * The standard normal distribution: its CDF (from the incomplete gamma function, since
 * P(|Z| ≥ z) = erfc(z/√2) = Q(1/2, z²/2), accurate to about 1e-15 also deep in the tails) and
 * its quantile (Acklam's rational approximation, relative error 1.15e-9, polished by one Halley
 * step against the CDF). The sample-size estimate and the normal models call them.
 */
import { regularizedGammaQ } from './incompleteGamma'

/** Φ(z) = P(Z ≤ z). */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return NaN
  if (z === Infinity) return 1
  if (z === -Infinity) return 0
  const tail = 0.5 * regularizedGammaQ(0.5, (z * z) / 2)
  return z < 0 ? tail : 1 - tail
}

const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239]
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]
const LOW = 0.02425

function acklam(p: number): number {
  const [a0, a1, a2, a3, a4, a5] = A as [number, number, number, number, number, number]
  const [b0, b1, b2, b3, b4] = B as [number, number, number, number, number]
  const [c0, c1, c2, c3, c4, c5] = C as [number, number, number, number, number, number]
  const [d0, d1, d2, d3] = D as [number, number, number, number]
  if (p < LOW || p > 1 - LOW) {
    const q = Math.sqrt(-2 * Math.log(p < LOW ? p : 1 - p))
    const x = (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    return p < LOW ? x : -x
  }
  const q = p - 0.5
  const r = q * q
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
}

/** Φ⁻¹(p) for 0 < p < 1: the z with Φ(z) = p. Example: 0.975 → 1.959964. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be between 0 and 1, got ${p}`)
  const x = acklam(p)
  // One Halley step (Acklam's note) brings the error to the CDF's own accuracy.
  const e = normalCdf(x) - p
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2)
  return x - u / (1 + (x * u) / 2)
}
