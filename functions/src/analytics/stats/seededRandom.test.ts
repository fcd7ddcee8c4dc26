import { describe, expect, it } from 'vitest'
import { betaDraw, gammaDraw, normalDraw } from './randomDraws'
import { seededRandom } from './seededRandom'

const moments = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1)
  return { mean, variance }
}
const sample = (n: number, draw: () => number) => Array.from({ length: n }, draw)
const N = 100_000

describe('seededRandom', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = seededRandom(42)
    const b = seededRandom(42)
    const c = seededRandom(43)
    const first = sample(5, a)
    expect(sample(5, b)).toEqual(first)
    expect(sample(5, c)).not.toEqual(first)
  })

  it('is uniform on (0, 1): moments and the share of each tenth', () => {
    const values = sample(N, seededRandom(1))
    expect(Math.min(...values)).toBeGreaterThan(0)
    expect(Math.max(...values)).toBeLessThan(1)
    const { mean, variance } = moments(values)
    expect(mean).toBeCloseTo(0.5, 2)
    expect(variance).toBeCloseTo(1 / 12, 3)
    const tenths = new Array<number>(10).fill(0)
    for (const v of values) tenths[Math.floor(v * 10)]!++
    // Each tenth holds 10,000 ± 95 (one standard deviation); 500 is more than five.
    for (const count of tenths) expect(Math.abs(count - N / 10)).toBeLessThan(500)
  })
})

describe('random draws', () => {
  it('normal: mean 0, variance 1', () => {
    const random = seededRandom(2)
    const { mean, variance } = moments(sample(N, () => normalDraw(random)))
    expect(Math.abs(mean)).toBeLessThan(0.02)
    expect(variance).toBeCloseTo(1, 1)
  })

  it('gamma: mean and variance equal the shape, below 1 too', () => {
    const random = seededRandom(3)
    for (const shape of [0.3, 1, 4.5, 200]) {
      const { mean, variance } = moments(sample(N, () => gammaDraw(random, shape)))
      expect(mean / shape).toBeCloseTo(1, 1)
      expect(variance / shape).toBeCloseTo(1, 1)
    }
    expect(() => gammaDraw(random, 0)).toThrow(RangeError)
  })

  it('beta: mean a / (a + b)', () => {
    const random = seededRandom(4)
    const { mean, variance } = moments(sample(N, () => betaDraw(random, 3, 57)))
    expect(mean).toBeCloseTo(0.05, 3)
    expect(variance).toBeCloseTo((3 * 57) / (60 * 60 * 61), 4)
  })
})
