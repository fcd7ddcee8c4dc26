import { describe, expect, it } from 'vitest'
import { chiSquareSurvival } from './chiSquareSurvival'
import { lnGamma, regularizedGammaP, regularizedGammaQ } from './incompleteGamma'
import { normalCdf, normalQuantile } from './normalDistribution'

// Reference values from standard tables (Abramowitz & Stegun 26.2 and 26.4) and from the exact
// special cases: Q(1, x) = e^(−x), χ²(2) survival = e^(−x/2), χ²(1) survival = 2·Φ(−√x).
describe('chiSquareSurvival', () => {
  it('matches the table of critical values', () => {
    expect(chiSquareSurvival(10.83, 1)).toBeCloseTo(0.001, 5)
    expect(chiSquareSurvival(10.827566170662733, 1)).toBeCloseTo(0.001, 12)
    expect(chiSquareSurvival(3.841458820694124, 1)).toBeCloseTo(0.05, 12)
    expect(chiSquareSurvival(5.991464547107979, 2)).toBeCloseTo(0.05, 12)
    expect(chiSquareSurvival(18.307038053275146, 10)).toBeCloseTo(0.05, 12)
    expect(chiSquareSurvival(20.515005652432873, 5)).toBeCloseTo(0.001, 12)
    expect(chiSquareSurvival(124.34211340400407, 100)).toBeCloseTo(0.05, 10)
  })

  it('is exact on the closed forms, deep in the tail too', () => {
    for (const x of [0.1, 1, 7, 40, 200]) expect(chiSquareSurvival(x, 2) / Math.exp(-x / 2)).toBeCloseTo(1, 12)
    expect(chiSquareSurvival(100, 1) / 1.5239706048321e-23).toBeCloseTo(1, 10)
    expect(chiSquareSurvival(0, 3)).toBe(1)
  })

  it('refuses what is not a chi-square argument', () => {
    expect(() => chiSquareSurvival(-1, 1)).toThrow(RangeError)
    expect(() => chiSquareSurvival(1, 0)).toThrow(RangeError)
    expect(() => chiSquareSurvival(Number.NaN, 1)).toThrow(RangeError)
  })
})

describe('incomplete gamma', () => {
  it('P + Q = 1 on both sides of the switch between series and continued fraction', () => {
    for (const [a, x] of [[0.5, 0.2], [3, 3.9], [3, 4.1], [50, 45], [50, 60]] as const) expect(regularizedGammaP(a, x) + regularizedGammaQ(a, x)).toBeCloseTo(1, 14)
    expect(regularizedGammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 15)
  })

  it('ln Γ matches factorials and Γ(1/2) = √π', () => {
    expect(lnGamma(10)).toBeCloseTo(Math.log(362880), 12)
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13)
    // ln(170!) = 706.5730622457874 (170! ≈ 7.257416e306).
    expect(lnGamma(171)).toBeCloseTo(706.5730622457874, 9)
  })
})

describe('normal distribution', () => {
  it('CDF matches the table, in the tails too', () => {
    expect(normalCdf(0)).toBe(0.5)
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 14)
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 15)
    expect(normalCdf(-8) / 6.220960574271785e-16).toBeCloseTo(1, 10)
    expect(normalCdf(Infinity)).toBe(1)
  })

  it('quantile inverts the CDF', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12)
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12)
    expect(normalQuantile(0.5)).toBeCloseTo(0, 14)
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 9)
    for (const p of [0.001, 0.02, 0.3, 0.9, 0.9995]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 13)
    expect(() => normalQuantile(1)).toThrow(RangeError)
  })
})
