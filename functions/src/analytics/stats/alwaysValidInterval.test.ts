import { describe, expect, it } from 'vitest'
import { alwaysValidInterval } from './alwaysValidInterval'
import { conversionSummary, outcomeVariance, type OutcomeSummary } from './outcomeSummary'

/** The mixture likelihood ratio Λ(θ) of Johari et al., written out from its definition. */
function mixtureRatio(difference: number, theta: number, v: number, tau2: number): number {
  return Math.sqrt(v / (v + tau2)) * Math.exp((tau2 * (difference - theta) ** 2) / (2 * v * (v + tau2)))
}

const control = conversionSummary(10_000, 500)
const variant = conversionSummary(10_000, 575)

describe('alwaysValidInterval', () => {
  it('is the set of differences whose mixture likelihood ratio stays below 1/α', () => {
    const interval = alwaysValidInterval(control, variant, 'conversion', { alpha: 0.05, tuningVisitors: 10_000 })
    expect(interval.difference).toBeCloseTo(0.0075, 12)
    const vc = outcomeVariance(control, 'conversion')
    const vv = outcomeVariance(variant, 'conversion')
    const v = vc / 10_000 + vv / 10_000
    const c = 2 * Math.log(20)
    const tau2 = ((vc + vv) / 10_000) * (c + Math.log(c + 1))
    expect(mixtureRatio(interval.difference, interval.upper, v, tau2)).toBeCloseTo(20, 9)
    expect(mixtureRatio(interval.difference, interval.lower, v, tau2)).toBeCloseTo(20, 9)
    expect(mixtureRatio(interval.difference, interval.difference, v, tau2)).toBeLessThan(1)
    expect(interval.standardError).toBeCloseTo(Math.sqrt(v), 15)
  })

  it('at its tuning size it is about 3.04 standard errors wide on each side (1.96 for a single look)', () => {
    // Howard et al.: at the tuned size the half-width is √((1 + r)·ln((1 + r)/(r·α²))) standard
    // errors with r = 1/(2 ln(1/α) + ln(2 ln(1/α) + 1)); for α = 0.05 that is 3.035.
    const { lower, upper, standardError } = alwaysValidInterval(control, variant, 'conversion')
    expect((upper - lower) / 2 / standardError).toBeCloseTo(3.035, 2)
  })

  it('narrows as visitors arrive, and is wider for a smaller α', () => {
    const width = (n: number, alpha = 0.05) => {
      const i = alwaysValidInterval(conversionSummary(n, n * 0.05), conversionSummary(n, n * 0.05), 'conversion', { alpha })
      return i.upper - i.lower
    }
    expect(width(1000)).toBeGreaterThan(width(10_000))
    expect(width(10_000)).toBeGreaterThan(width(100_000))
    expect(width(10_000, 0.01)).toBeGreaterThan(width(10_000, 0.05))
  })

  it('finds the 15 % lift at 10,000 per arm on a 10 % rate, not on a 5 % one', () => {
    expect(alwaysValidInterval(conversionSummary(10_000, 1000), conversionSummary(10_000, 1150), 'conversion').lower).toBeGreaterThan(0)
    expect(alwaysValidInterval(control, variant, 'conversion').lower).toBeLessThan(0)
  })

  it('does not collapse to a point while an arm has no conversion yet', () => {
    const i = alwaysValidInterval(conversionSummary(50, 0), conversionSummary(50, 0), 'conversion')
    expect(i.lower).toBeLessThan(0)
    expect(i.upper).toBeGreaterThan(0)
    const one = alwaysValidInterval(conversionSummary(50, 0), conversionSummary(50, 2), 'conversion')
    expect(one.lower).toBeLessThan(0)
  })

  it('revenue: uses the observed variance; unknown below 2 visitors or with no variation', () => {
    const revenue = (n: number, buyers: number, price: number): OutcomeSummary => ({ visitors: n, sum: buyers * price, sumOfSquares: buyers * price * price })
    const i = alwaysValidInterval(revenue(5000, 250, 40), revenue(5000, 300, 40), 'revenue')
    expect(i.difference).toBeCloseTo(0.4, 12)
    expect(i.lower).toBeLessThan(i.difference)
    expect(i.upper).toBeGreaterThan(i.difference)
    expect(alwaysValidInterval(revenue(1, 0, 0), revenue(5000, 300, 40), 'revenue')).toMatchObject({ lower: -Infinity, upper: Infinity })
    expect(alwaysValidInterval(revenue(100, 0, 0), revenue(100, 0, 0), 'revenue')).toMatchObject({ lower: -Infinity, upper: Infinity })
  })

  it('refuses an α outside (0, 1)', () => {
    expect(() => alwaysValidInterval(control, variant, 'conversion', { alpha: 0 })).toThrow(RangeError)
  })
})
