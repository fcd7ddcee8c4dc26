import { describe, expect, it } from 'vitest'
import { lnGamma } from './incompleteGamma'
import { normalCdf } from './normalDistribution'
import { conversionSummary, type OutcomeSummary } from './outcomeSummary'
import { probabilityBest } from './probabilityBest'

const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b)

/** P(B > A) for A ~ Beta(aA, bA), B ~ Beta(aB, bB), aB an integer: the exact sum (Evan Miller, "Formulas for Bayesian A/B testing"). */
function exactBBeatsA(aA: number, bA: number, aB: number, bB: number): number {
  let total = 0
  for (let i = 0; i < aB; i++) total += Math.exp(lnBeta(aA + i, bA + bB) - Math.log(bB + i) - lnBeta(1 + i, bB) - lnBeta(aA, bA))
  return total
}

describe('probabilityBest', () => {
  it('conversion: agrees with the exact two-variant answer within ±0.5 points', () => {
    for (const [nA, cA, nB, cB] of [[1000, 50, 1000, 60], [200, 10, 220, 9], [5000, 500, 5000, 560]] as const) {
      const [pA, pB] = probabilityBest([conversionSummary(nA, cA), conversionSummary(nB, cB)], 'conversion')!
      const exact = exactBBeatsA(1 + cA, 1 + nA - cA, 1 + cB, 1 + nB - cB)
      expect(Math.abs(pB! - exact)).toBeLessThan(0.005)
      expect(pA! + pB!).toBeCloseTo(1, 12)
    }
  })

  it('conversion: equal data give each of three variants a third; no data at all too', () => {
    const even = probabilityBest([conversionSummary(500, 25), conversionSummary(500, 25), conversionSummary(500, 25)], 'conversion')!
    for (const p of even) expect(Math.abs(p - 1 / 3)).toBeLessThan(0.01)
    const empty = probabilityBest([conversionSummary(0, 0), conversionSummary(0, 0)], 'conversion')!
    for (const p of empty) expect(Math.abs(p - 0.5)).toBeLessThan(0.01)
  })

  it('revenue: agrees with Φ(Δ / √(s₁²/n₁ + s₂²/n₂)) under the normal model', () => {
    const revenue = (n: number, buyers: number, price: number): OutcomeSummary => ({ visitors: n, sum: buyers * price, sumOfSquares: buyers * price * price })
    const a = revenue(4000, 200, 40)
    const b = revenue(4000, 215, 40)
    const se2 = (s: OutcomeSummary) => {
      const mean = s.sum / s.visitors
      return (s.sumOfSquares - s.visitors * mean * mean) / (s.visitors - 1) / s.visitors
    }
    const exact = normalCdf((b.sum / b.visitors - a.sum / a.visitors) / Math.sqrt(se2(a) + se2(b)))
    const [, pB] = probabilityBest([a, b], 'revenue')!
    expect(Math.abs(pB! - exact)).toBeLessThan(0.005)
    // No revenue yet anywhere: every draw ties, and the win is shared.
    expect(probabilityBest([revenue(10, 0, 0), revenue(10, 0, 0)], 'revenue')).toEqual([0.5, 0.5])
    expect(probabilityBest([revenue(1, 0, 0), revenue(10, 0, 0)], 'revenue')).toBeNull()
  })

  it('repeats for a seed, so a report does not flicker between renders', () => {
    const data = [conversionSummary(300, 12), conversionSummary(300, 17)]
    expect(probabilityBest(data, 'conversion', { seed: 9 })).toEqual(probabilityBest(data, 'conversion', { seed: 9 }))
    expect(probabilityBest(data, 'conversion')).toEqual(probabilityBest(data, 'conversion'))
  })

  it('two large variants: the exact answer agrees with the draws a third, hopeless variant forces', () => {
    const control = conversionSummary(4000, 320)
    const variant = conversionSummary(4000, 352)
    const [exactControl, exactVariant] = probabilityBest([control, variant], 'conversion')!
    // A variant with 0 of 100,000 is never best, so the first two share the win as if alone, by Monte Carlo.
    const [drawnControl, drawnVariant, hopeless] = probabilityBest([control, variant, conversionSummary(100_000, 0)], 'conversion')!
    expect(hopeless).toBe(0)
    expect(exactVariant! + exactControl!).toBeCloseTo(1, 12)
    expect(Math.abs(exactVariant! - drawnVariant!)).toBeLessThan(0.01)
    expect(Math.abs(exactControl! - drawnControl!)).toBeLessThan(0.01)
    expect(exactVariant).toBeGreaterThan(0.85)
  })
})
