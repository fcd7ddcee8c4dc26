import { describe, expect, it } from 'vitest'
import { judgeExperiment, type ExperimentInput, type VariantInput } from './judgeExperiment'
import { conversionSummary } from './outcomeSummary'

const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-11-01T09:00:00Z')
const afterWeek = new Date(start.getTime() + 7 * DAY)
const arm = (key: string, visitors: number, conversions: number, weight = 50): VariantInput => ({ key, weight, outcome: conversionSummary(visitors, conversions) })
const judge = (variants: VariantInput[], overrides: Partial<ExperimentInput> = {}) =>
  judgeExperiment({ kind: 'conversion', controlKey: 'A', variants, firstExposureAt: start, now: afterWeek, ...overrides })

describe('judgeExperiment', () => {
  it('a variant whose interval lies above 0 wins, below 0 loses, across 0 shows no difference yet', () => {
    const result = judge([arm('A', 10_000, 1000, 34), arm('B', 10_000, 1200, 33), arm('C', 10_000, 1010, 33)])
    expect(result.status).toBe('ready')
    expect(result.reasons).toEqual([])
    expect(result.alphaPerComparison).toBeCloseTo(0.025, 15)
    const [b, c] = result.comparisons
    expect(b).toMatchObject({ variantKey: 'B', controlKey: 'A', verdict: 'wins' })
    expect(b!.difference).toBeCloseTo(0.02, 12)
    expect(b!.relativeDifference).toBeCloseTo(0.2, 12)
    expect(b!.interval!.lower).toBeGreaterThan(0)
    expect(c).toMatchObject({ variantKey: 'C', verdict: 'no-difference-yet' })
    expect(judge([arm('A', 10_000, 1200), arm('B', 10_000, 1000)]).comparisons[0]!.verdict).toBe('loses')
  })

  it('reports each variant with its rate and probability of being best', () => {
    const result = judge([arm('A', 10_000, 1000), arm('B', 10_000, 1200)])
    const [a, b] = result.variants
    expect(a).toMatchObject({ key: 'A', isControl: true, visitors: 10_000, mean: 0.1 })
    expect(b!.probabilityBest!).toBeGreaterThan(0.99)
    expect(a!.probabilityBest! + b!.probabilityBest!).toBeCloseTo(1, 12)
    expect(result.comparisons[0]!.probabilityBest).toBe(b!.probabilityBest)
  })

  it('under 100 visitors in a variant: not enough data yet, with the visitors still needed for the 10 % effect', () => {
    const result = judge([arm('A', 2000, 100, 95), arm('B', 99, 30, 5)])
    expect(result.status).toBe('not-enough-data')
    expect(result.comparisons[0]!.verdict).toBeNull()
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'too-few-visitors', variantKey: 'B', visitors: 99, minimum: 100 })])
    expect(result.reasons[0]!.message).toBe('Variant "B" has 99 exposed visitors; a verdict needs at least 100 in every variant.')
    // The control converts 5 %: 31,231 per variant for a 10 % lift (see visitorsForEffect).
    expect(result.variants.map((v) => v.visitorsStillNeeded)).toEqual([31_231 - 2000, 31_231 - 99])
    const larger = judge([arm('A', 2000, 100, 95), arm('B', 99, 30, 5)], { settings: { minimumDetectableLift: 0.3 } })
    expect(larger.variants[0]!.visitorsStillNeeded!).toBeLessThan(result.variants[0]!.visitorsStillNeeded!)
  })

  it('before a full week since the first exposure: not enough data yet, with the hours to go', () => {
    const now = new Date(start.getTime() + 7 * DAY - 1)
    const result = judge([arm('A', 10_000, 1000), arm('B', 10_000, 1200)], { now })
    expect(result.status).toBe('not-enough-data')
    expect(result.comparisons[0]!.verdict).toBeNull()
    expect(result.reasons).toEqual([expect.objectContaining({ code: 'too-short', remainingMs: 1 })])
    expect(result.reasons[0]!.message).toBe('The test has run 167 h since its first exposure; a verdict needs a full week, 1 h more, so every day of the week is in the data.')
    expect(judge([arm('A', 10_000, 1000), arm('B', 10_000, 1200)], { now: afterWeek }).status).toBe('ready')
    const twoDays = judge([arm('A', 10_000, 1000), arm('B', 10_000, 1200)], { now: new Date(start.getTime() + DAY), settings: { minimumDurationMs: 2 * DAY } })
    expect(twoDays.reasons[0]!.message).toBe('The test has run 24 h since its first exposure; a verdict needs 48 h, 24 h more.')
  })

  it('a sample-ratio mismatch hides the verdict and says why, even with plenty of data', () => {
    const result = judge([arm('A', 10_400, 1040), arm('B', 9600, 1200)])
    expect(result.status).toBe('sample-ratio-mismatch')
    expect(result.sampleRatio.alarm).toBe(true)
    expect(result.comparisons[0]!.verdict).toBeNull()
    const [reason] = result.reasons
    expect(reason).toMatchObject({ code: 'sample-ratio-mismatch', observedShares: [0.52, 0.48], expectedShares: [0.5, 0.5] })
    expect(reason!.message).toContain('52.0 % / 48.0 %')
    expect(reason!.message).toContain('50.0 % / 50.0 %')
    const early = judge([arm('A', 10_400, 1040), arm('B', 9600, 1200)], { now: new Date(start.getTime() + DAY) })
    expect(early.status).toBe('sample-ratio-mismatch')
    expect(early.reasons.map((r) => r.code)).toEqual(['sample-ratio-mismatch', 'too-short'])
  })

  it('with nobody exposed yet it says so and never crashes', () => {
    const result = judge([arm('A', 0, 0), arm('B', 0, 0)], { firstExposureAt: null })
    expect(result.status).toBe('not-enough-data')
    expect(result.reasons.map((r) => r.code)).toEqual(['no-exposure', 'too-few-visitors', 'too-few-visitors'])
    expect(result.variants.map((v) => v.visitorsStillNeeded)).toEqual([null, null])
    expect(result.comparisons[0]).toMatchObject({ difference: 0, relativeDifference: null, interval: null, verdict: null })
  })

  it('is plain JSON: what is unknown is null, never Infinity or NaN', () => {
    const revenue = (key: string, visitors: number, weight = 1): VariantInput => ({ key, weight, outcome: { visitors, sum: 0, sumOfSquares: 0 } })
    const unknown = judgeExperiment({ kind: 'revenue', controlKey: 'A', variants: [revenue('A', 1), revenue('B', 1), revenue('C', 3, 0)], firstExposureAt: start, now: start })
    expect(unknown.comparisons[0]).toMatchObject({ interval: null, probabilityBest: null, relativeDifference: null, verdict: null })
    expect(unknown.sampleRatio).toMatchObject({ statistic: null, pValue: 0, alarm: true })
    for (const result of [unknown, judge([arm('A', 0, 0), arm('B', 0, 0)], { firstExposureAt: null }), judge([arm('A', 10_000, 1000), arm('B', 10_000, 1200)])]) {
      expect(JSON.parse(JSON.stringify(result))).toEqual(result)
    }
  })

  it('revenue per visitor is judged the same way', () => {
    const revenue = (key: string, visitors: number, buyers: number): VariantInput => ({ key, weight: 1, outcome: { visitors, sum: buyers * 40, sumOfSquares: buyers * 1600 } })
    const result = judgeExperiment({ kind: 'revenue', controlKey: 'A', variants: [revenue('A', 10_000, 1000), revenue('B', 10_000, 1200)], firstExposureAt: start, now: afterWeek })
    expect(result).toMatchObject({ kind: 'revenue', status: 'ready' })
    expect(result.comparisons[0]).toMatchObject({ verdict: 'wins' })
    expect(result.comparisons[0]!.difference).toBeCloseTo(0.8, 12)
  })

  it('refuses a control that is not among the variants, and summaries no query returns', () => {
    expect(() => judge([arm('B', 10, 1)])).toThrow(/control "A"/)
    expect(() => judge([arm('A', 10, 1), arm('A', 10, 1)])).toThrow(/"A" appears twice/)
    expect(() => judge([arm('A', 10, 11), arm('B', 10, 1)])).toThrow(/"A" has an impossible summary/)
    expect(() => judge([arm('A', 10.5, 1), arm('B', 10, 1)])).toThrow(RangeError)
    expect(() => judge([arm('A', 10, Number.NaN), arm('B', 10, 1)])).toThrow(RangeError)
    expect(() => judge([arm('A', 10, 1, -1), arm('B', 10, 1)])).toThrow(RangeError)
  })
})
