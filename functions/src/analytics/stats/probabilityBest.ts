/**
 * The Bayesian probability that each variant has the highest mean outcome, shown beside the
 * always-valid interval because it answers the question a marketer asks ("how likely is B the
 * better page?"). It is not a stopping rule: looked at daily it drifts like any posterior, so the
 * verdict comes from the interval alone.
 *
 * Models (independent per variant, estimated by Monte Carlo with a seeded generator, so the same
 * data always give the same numbers):
 * - conversion: Beta(1 + conversions, 1 + visitors − conversions), the posterior of a rate under
 *   a uniform Beta(1, 1) prior;
 * - revenue per visitor: Normal(mean, s²/n), the large-sample (Bernstein–von Mises) posterior of a
 *   mean under a flat prior, with the observed mean and variance. Revenue is mostly zeros with a
 *   long tail of order values, so this is trustworthy only with dozens of buyers per variant;
 *   below 2 visitors a variant's revenue is unknown and no probability is given.
 *
 * Draws: 40,000 by default, so the Monte Carlo standard error is at most √(0.25/40,000) = 0.25
 * percentage points and the 95 % margin within ±0.5 points. Ties (equal draws, e.g. two variants
 * with no revenue yet) share the win equally.
 */
import { betaDraw, normalDraw } from './randomDraws'
import { outcomeVariance, meanOf, type OutcomeKind, type OutcomeSummary } from './outcomeSummary'
import { seededRandom } from './seededRandom'

export const DEFAULT_DRAWS = 40_000
export const DEFAULT_SEED = 20_261_127

export interface ProbabilityBestOptions {
  draws?: number
  seed?: number
}

/** For each variant (same order), the probability that its mean is the highest; null where a model has too little data. */
export function probabilityBest(variants: readonly OutcomeSummary[], kind: OutcomeKind, options: ProbabilityBestOptions = {}): number[] | null {
  const draws = options.draws ?? DEFAULT_DRAWS
  if (!(Number.isInteger(draws) && draws > 0)) throw new RangeError(`probabilityBest: draws must be a positive integer, got ${draws}`)
  if (variants.length === 0) return []
  const random = seededRandom(options.seed ?? DEFAULT_SEED)
  let draw: (() => number)[]
  if (kind === 'conversion') {
    draw = variants.map((v) => {
      const a = 1 + v.sum
      const b = 1 + Math.max(0, v.visitors - v.sum)
      return () => betaDraw(random, a, b)
    })
  } else {
    if (variants.some((v) => v.visitors < 2)) return null
    draw = variants.map((v) => {
      const mean = meanOf(v)
      const sd = Math.sqrt(outcomeVariance(v, kind) / v.visitors)
      return () => mean + sd * normalDraw(random)
    })
  }
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
