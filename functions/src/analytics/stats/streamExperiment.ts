/**
 * Synthetic visitors for the simulations: each visitor is assigned a variant at random with the
 * probabilities of `split` (which may differ from the configured weights, to provoke a
 * sample-ratio mismatch) and converts with its variant's true rate, spending an order value
 * drawn from `orderValue` when it does (revenue per visitor). After every `lookEvery`
 * visitors the caller looks at the running summaries, as a team refreshing the report would.
 * Seeded, so a run repeats exactly.
 */
import { conversionSummary, type OutcomeSummary } from './outcomeSummary'
import type { Random } from './seededRandom'

export interface StreamSpec {
  /** True conversion rate per variant (index 0 is the control). */
  rates: readonly number[]
  /** The true assignment probability per variant (sums to 1). */
  split: readonly number[]
  /** Visitors in all variants together. */
  visitors: number
  lookEvery: number
  /** Draws one buyer's order value; default 1. */
  orderValue?: (random: Random) => number
}

/** One variant at a look: its conversions and its revenue per exposed visitor. */
export interface ArmSummary {
  conversion: OutcomeSummary
  revenue: OutcomeSummary
}

/**
 * Streams `spec.visitors` visitors; `look` gets the summaries (one per variant, same order) after
 * every `lookEvery` visitors and after the last; it returns false to stop early.
 */
export function streamExperiment(spec: StreamSpec, random: Random, look: (arms: ArmSummary[], visitorsSoFar: number) => boolean | void): void {
  const arms = spec.rates.length
  const visitors = new Array<number>(arms).fill(0)
  const conversions = new Array<number>(arms).fill(0)
  const revenue = new Array<number>(arms).fill(0)
  const revenueSquares = new Array<number>(arms).fill(0)
  // Cumulative shares: a uniform draw below cumulative[i] (and not below the one before) picks arm i.
  const cumulative: number[] = []
  spec.split.reduce((sum, share) => {
    cumulative.push(sum + share)
    return sum + share
  }, 0)
  for (let i = 1; i <= spec.visitors; i++) {
    const u = random()
    let arm = 0
    while (arm < arms - 1 && u >= cumulative[arm]!) arm++
    visitors[arm]!++
    if (random() < spec.rates[arm]!) {
      conversions[arm]!++
      const value = spec.orderValue ? spec.orderValue(random) : 1
      revenue[arm]! += value
      revenueSquares[arm]! += value * value
    }
    if (i % spec.lookEvery === 0 || i === spec.visitors) {
      const summaries = visitors.map((n, index) => ({
        conversion: conversionSummary(n, conversions[index]!),
        revenue: { visitors: n, sum: revenue[index]!, sumOfSquares: revenueSquares[index]! },
      }))
      if (look(summaries, i) === false) return
    }
  }
}
