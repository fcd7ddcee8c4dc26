import { describe, expect, it } from 'vitest'
import { dailyVerdicts } from './dailyVerdicts'

// Few Monte Carlo draws: the probability of being best plays no part in the verdict, and 40,000
// draws a day for hundreds of simulated tests would only cost time.
const settings = { draws: 500 }

describe('dailyVerdicts (the verdict rules on simulated tests, looked at daily)', () => {
  it('A/A over three weeks: no verdict before a full week, and at most 5 % of tests ever show one', () => {
    let everVerdict = 0
    let everAlarm = 0
    for (let seed = 0; seed < 100; seed++) {
      const days = dailyVerdicts({ rates: [0.05, 0.05], split: [0.5, 0.5], weights: [50, 50], visitorsPerDay: 1000, days: 21, seed, settings })
      for (const day of days.slice(0, 6)) {
        expect(day.status).not.toBe('ready')
        expect(day.comparisons[0]!.verdict).toBeNull()
      }
      if (days.some((day) => day.comparisons.some((c) => c.verdict === 'wins' || c.verdict === 'loses'))) everVerdict++
      if (days.some((day) => day.sampleRatio.alarm)) everAlarm++
    }
    expect(everVerdict / 100).toBeLessThanOrEqual(0.05)
    // The ratio check is a fixed-sample test looked at daily: an honest split raises it at some
    // look in about 0.7 % of tests over three weeks (0.1 % at a single look).
    expect(everAlarm).toBeLessThanOrEqual(3)
  })

  it('a 15 % lift on 10 % wins once the week is over, and not before', () => {
    const days = dailyVerdicts({ rates: [0.1, 0.115], split: [0.5, 0.5], weights: [50, 50], visitorsPerDay: 3000, days: 14, seed: 3, settings })
    expect(days.slice(0, 6).every((day) => day.comparisons[0]!.verdict === null)).toBe(true)
    expect(days.at(-1)!.comparisons[0]!.verdict).toBe('wins')
    // Before the week is over the interval may already exclude 0; the report still says why it waits.
    expect(days[5]!.reasons.map((r) => r.code)).toEqual(['too-short'])
  })

  it('a 52/48 split against 50/50 weights ends in the alarm, with no verdict even though B converts better', () => {
    const days = dailyVerdicts({ rates: [0.1, 0.13], split: [0.52, 0.48], weights: [50, 50], visitorsPerDay: 3000, days: 14, seed: 4, settings })
    const last = days.at(-1)!
    expect(last.status).toBe('sample-ratio-mismatch')
    expect(last.comparisons[0]!.verdict).toBeNull()
    expect(last.comparisons[0]!.interval!.lower).toBeGreaterThan(0)
    expect(last.reasons[0]!.code).toBe('sample-ratio-mismatch')
  })

  it('three variants: the better one wins, the equal one shows no difference', () => {
    const days = dailyVerdicts({ rates: [0.1, 0.125, 0.1], split: [0.34, 0.33, 0.33], weights: [34, 33, 33], visitorsPerDay: 4500, days: 14, seed: 5, settings })
    const last = days.at(-1)!
    expect(last.status).toBe('ready')
    expect(last.comparisons.map((c) => [c.variantKey, c.verdict])).toEqual([
      ['B', 'wins'],
      ['C', 'no-difference-yet'],
    ])
  })
})
