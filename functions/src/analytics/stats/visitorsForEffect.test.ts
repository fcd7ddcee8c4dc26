import { describe, expect, it } from 'vitest'
import { conversionSummary } from './outcomeSummary'
import { visitorsForEffect } from './visitorsForEffect'

describe('visitorsForEffect', () => {
  it('conversion: (z₀.₉₇₅ + z₀.₈)² (p₁q₁ + p₂q₂) / δ²', () => {
    // 5 % → 5.5 %: 2.801585² × (0.0475 + 0.051975) / 0.005² = 31,230.7.
    expect(visitorsForEffect(conversionSummary(10_000, 500), 'conversion')).toBe(31_231)
    // 10 % → 11.5 % at 90 % power: (1.959964 + 1.281552)² × (0.09 + 0.101775) / 0.015² = 8,955.8.
    expect(visitorsForEffect(conversionSummary(1000, 100), 'conversion', { relativeLift: 0.15, power: 0.9 })).toBe(8956)
  })

  it('a smaller effect or α needs more visitors', () => {
    const control = conversionSummary(2000, 100)
    expect(visitorsForEffect(control, 'conversion', { relativeLift: 0.05 })!).toBeGreaterThan(visitorsForEffect(control, 'conversion')!)
    expect(visitorsForEffect(control, 'conversion', { alpha: 0.025 })!).toBeGreaterThan(visitorsForEffect(control, 'conversion')!)
  })

  it('revenue: from the control variance, 2σ²(z₀.₉₇₅ + z₀.₈)² / δ²', () => {
    // 1,000 visitors, 50 bought at 40: mean 2, variance (50·1600 − 1000·4) / 999 = 76.0761.
    const n = visitorsForEffect({ visitors: 1000, sum: 2000, sumOfSquares: 80_000 }, 'revenue')!
    expect(n).toBe(Math.ceil((2 * (76_000 / 999) * 2.801585222334691 ** 2) / 0.2 ** 2))
  })

  it('null while the control has converted nobody', () => {
    expect(visitorsForEffect(conversionSummary(80, 0), 'conversion')).toBeNull()
    expect(visitorsForEffect({ visitors: 1, sum: 10, sumOfSquares: 100 }, 'revenue')).toBeNull()
  })
})
