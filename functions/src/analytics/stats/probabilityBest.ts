/**
 * The Bayesian probability that each variant has the highest mean outcome, shown beside the
 * always-valid interval because it answers the question a marketer asks ("how likely is B the
 * better page?"). It is not a stopping rule: looked at daily it drifts like any posterior, so the
 * verdict comes from the interval alone.
 *
 * Models (independent per variant, estimated by Monte Carlo with a seeded generator, so the same
 * data always give the same numbers):
 * - conversion: Beta(1 + conversions, 1 + visitors − conversions), the posterior of a rate under
 *   a uniform Beta(1, 1) prior. Once both parameters reach 50 it is drawn as the normal of the
 *   same mean and variance: the Beta is then within a fraction of the Monte Carlo error of it,
 *   and a report judging every test of a funnel on four metrics takes a tenth of the time. With
 *   two variants whose posteriors are both normal the probability is computed exactly (the
 *   normal of the difference), without draws; identical posteriors (no visitor yet) share it equally;
 * - revenue per visitor: Normal(mean, s²/n), the large-sample (Bernstein–von Mises) posterior of a
 *   mean under a flat prior, with the observed mean and variance. Revenue is mostly zeros with a
 *   long tail of order values, so this is trustworthy only with dozens of buyers per variant;
 *   below 2 visitors a variant's revenue is unknown and no probability is given.
 *
 * Draws: 40,000 by default, so the Monte Carlo standard error is at most √(0.25/40,000) = 0.25
 * percentage points and the 95 % margin within ±0.5 points. Ties (equal draws, e.g. two variants
 * with no revenue yet) share the win equally.
 */
import { normalCdf } from './normalDistribution'
import { betaDraw, normalDraw } from './randomDraws'
import { outcomeVariance, meanOf, type OutcomeKind, type OutcomeSummary } from './outcomeSummary'
import { seededRandom } from './seededRandom'

export const DEFAULT_DRAWS = 40_000
export const DEFAULT_SEED = 20_261_127
/** Beta parameters from which the posterior is drawn as its normal approximation. */
const NORMAL_FROM = 50

export interface ProbabilityBestOptions {
  draws?: number
  seed?: number
}

type Posterior = { shape: 'beta'; a: number; b: number } | { shape: 'normal'; mean: number; sd: number }

/** Each variant's posterior of its mean; null when revenue is unknown (a variant below 2 visitors). */
function posteriorsOf(variants: readonly OutcomeSummary[], kind: OutcomeKind): Posterior[] | null {
  if (kind === 'conversion')
    return variants.map((v) => {
      const a = 1 + v.sum
      const b = 1 + Math.max(0, v.visitors - v.sum)
      if (a < NORMAL_FROM || b < NORMAL_FROM) return { shape: 'beta', a, b }
      return { shape: 'normal', mean: a / (a + b), sd: Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1))) }
    })
  if (variants.some((v) => v.visitors < 2)) return null
  return variants.map((v) => ({ shape: 'normal', mean: meanOf(v), sd: Math.sqrt(outcomeVariance(v, kind) / v.visitors) }))
}

/** P(each of two independent normals is the larger), ties (both certain and equal) shared. */
function twoNormals(first: { mean: number; sd: number }, second: { mean: number; sd: number }): number[] {
  const spread = Math.hypot(first.sd, second.sd)
  const secondBest = spread > 0 ? normalCdf((second.mean - first.mean) / spread) : second.mean > first.mean ? 1 : second.mean < first.mean ? 0 : 0.5
  return [1 - secondBest, secondBest]
}

/** For each variant (same order), the probability that its mean is the highest; null where a model has too little data. */
export function probabilityBest(variants: readonly OutcomeSummary[], kind: OutcomeKind, options: ProbabilityBestOptions = {}): number[] | null {
  const draws = options.draws ?? DEFAULT_DRAWS
  if (!(Number.isInteger(draws) && draws > 0)) throw new RangeError(`probabilityBest: draws must be a positive integer, got ${draws}`)
  if (variants.length === 0) return []
  const posteriors = posteriorsOf(variants, kind)
  if (posteriors === null) return null
  // Identical posteriors (no data yet, or the very same counts) are equally likely to be best.
  if (posteriors.every((posterior) => JSON.stringify(posterior) === JSON.stringify(posteriors[0]))) return posteriors.map(() => 1 / posteriors.length)
  const [first, second] = posteriors
  // Two normal posteriors: the probability is exact, no draws needed.
  if (posteriors.length === 2 && first!.shape === 'normal' && second!.shape === 'normal') return twoNormals(first!, second!)
  const random = seededRandom(options.seed ?? DEFAULT_SEED)
  const draw = posteriors.map((posterior) =>
    posterior.shape === 'beta' ? () => betaDraw(random, posterior.a, posterior.b) : () => posterior.mean + posterior.sd * normalDraw(random),
  )
  const wins = new Array<number>(variants.length).fill(0)
  const values = new Array<number>(variants.length).fill(0)
  for (let i = 0; i < draws; i++) {
    let best = -Infinity
    let tied = 0
    for (let j = 0; j < variants.length; j++) {
      const value = draw[j]!()
      values[j] = value
      if (value > best) {
        best = value
        tied = 1
      } else if (value === best) tied++
    }
    for (let j = 0; j < variants.length; j++) if (values[j] === best) wins[j]! += 1 / tied
  }
  return wins.map((w) => w / draws)
}
