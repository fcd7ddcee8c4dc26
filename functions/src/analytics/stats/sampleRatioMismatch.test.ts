import { describe, expect, it } from 'vitest'
import { sampleRatioMismatch } from './sampleRatioMismatch'

describe('sampleRatioMismatch', () => {
  it('a 52/48 split of 10,000 against 50/50: χ² = 16, p = 6.3e-5, alarm', () => {
    const check = sampleRatioMismatch([5200, 4800], [50, 50])
    expect(check.statistic).toBeCloseTo(16, 12)
    expect(check.degreesOfFreedom).toBe(1)
    expect(check.pValue).toBeCloseTo(6.334248366623996e-5, 15)
    expect(check.alarm).toBe(true)
    expect(check.expected).toEqual([5000, 5000])
  })

  it('no alarm on the split the weights ask for, on any scale of weights', () => {
    expect(sampleRatioMismatch([5080, 4920], [50, 50]).alarm).toBe(false)
    const thirds = sampleRatioMismatch([2500, 2500, 5000], [1, 1, 2])
    expect(thirds.statistic).toBe(0)
    expect(thirds.pValue).toBe(1)
    expect(thirds.degreesOfFreedom).toBe(2)
  })

  it('the alarm sits at p < 0.001: 10.8 on one degree of freedom is just short', () => {
    // 2,000 visitors: χ² = (o − 1000)² / 500 — 1,073 gives 10.66 (p 0.0011), 1,074 gives 10.95 (p 0.0009).
    expect(sampleRatioMismatch([1073, 927], [1, 1]).alarm).toBe(false)
    expect(sampleRatioMismatch([1074, 926], [1, 1]).alarm).toBe(true)
  })

  it('visitors in a variant weighted 0 are a mismatch; an empty one is left out', () => {
    expect(sampleRatioMismatch([500, 500, 3], [50, 50, 0])).toMatchObject({ alarm: true, pValue: 0 })
    expect(sampleRatioMismatch([500, 500, 0], [50, 50, 0])).toMatchObject({ alarm: false, degreesOfFreedom: 1 })
  })

  it('no visitors: no alarm; bad input is refused', () => {
    expect(sampleRatioMismatch([0, 0], [50, 50])).toMatchObject({ alarm: false, pValue: 1 })
    expect(() => sampleRatioMismatch([1, 2], [1])).toThrow(RangeError)
    expect(() => sampleRatioMismatch([1, 2], [1, -1])).toThrow(RangeError)
  })
})
