/**
 * The simulation at test size: smaller than `npm run bench`'s full run (runStatsSimulation), large
 * enough that each assertion fails when its property breaks, with margin for the seeded noise.
 */
import { describe, expect, it } from 'vitest'
import { alwaysValidInterval } from './alwaysValidInterval'
import { seededRandom } from './seededRandom'
import { orderValue, runStatsSimulation, statsSimulationLines } from './runStatsSimulation'
import { aaPeeking, liftDetection, sampleRatioAlarms } from './statsSimulation'
import { streamExperiment } from './streamExperiment'

describe('statistics simulation', () => {
  it('200 A/A experiments looked at every 500 visitors: at most 5 % ever show a verdict', () => {
    const aa = aaPeeking({ experiments: 200, visitors: 20_000, lookEvery: 500, rate: 0.05, seed: 11 })
    expect(aa.experiments).toBe(200)
    expect(aa.share).toBeLessThanOrEqual(0.05)
    expect(aa.standardError).toBeCloseTo(Math.sqrt((aa.share * (1 - aa.share)) / 200), 12)
  })

  it('the same peeking breaks a fixed-horizon interval (so the A/A check can fail)', () => {
    const random = seededRandom(11)
    let wrong = 0
    for (let e = 0; e < 200; e++) {
      let shown = false
      streamExperiment({ rates: [0.05, 0.05], split: [0.5, 0.5], visitors: 20_000, lookEvery: 500 }, random, ([a, b]) => {
        const { difference, standardError } = alwaysValidInterval(a!.conversion, b!.conversion, 'conversion')
        shown = Math.abs(difference) > 1.959964 * standardError
        return !shown
      })
      if (shown) wrong++
    }
    // Forty looks at a 95 % fixed interval are wrong about a quarter of the time or more.
    expect(wrong / 200).toBeGreaterThan(0.12)
  })

  it('A/A on revenue per visitor (skewed order values) keeps the error rate too', () => {
    const aa = aaPeeking({ experiments: 200, visitors: 20_000, lookEvery: 500, rate: 0.05, seed: 12, metric: 'revenue', orderValue })
    expect(aa.share).toBeLessThanOrEqual(0.05)
  })

  it('looked at after every second visitor, from the very first, A/A still stays within 5 %', () => {
    // The first looks have one or two visitors per arm: the added success and failure in the
    // conversion variance, and the unknown revenue variance below 2 visitors, keep them honest.
    for (const [seed, rate] of [[16, 0.05], [17, 0.3]] as const) expect(aaPeeking({ experiments: 200, visitors: 4000, lookEvery: 2, rate, seed }).share).toBeLessThanOrEqual(0.05)
    expect(aaPeeking({ experiments: 200, visitors: 4000, lookEvery: 2, rate: 0.05, seed: 18, metric: 'revenue', orderValue }).share).toBeLessThanOrEqual(0.05)
  })

  it('a true 15 % lift on a 10 % rate at 20,000 visitors per arm is found in at least 80 %, and covered at every look', () => {
    const lift = liftDetection({ experiments: 150, visitorsPerArm: 20_000, lookEvery: 500, baseRate: 0.1, relativeLift: 0.15, seed: 13 })
    expect(lift.found.share).toBeGreaterThanOrEqual(0.8)
    // Nominal 95 %; 150 experiments measure it to ±1.8 points (one standard error).
    expect(lift.coveredAtEveryLook.share).toBeGreaterThanOrEqual(0.95 - 2 * 0.018)
    expect(lift.coveredAtEnd.share).toBeGreaterThanOrEqual(lift.coveredAtEveryLook.share)
    expect(lift.meanVisitorsPerArmWhenFound).toBeLessThan(20_000)
  })

  it('a 52/48 split against 50/50 weights raises the alarm; an honest split almost never does', () => {
    expect(sampleRatioAlarms({ experiments: 50, visitors: 40_000, firstShare: 0.52, seed: 14 }).share).toBe(1)
    // p < 0.001 by construction: 300 honest runs expect 0.3 alarms.
    expect(sampleRatioAlarms({ experiments: 300, visitors: 40_000, firstShare: 0.5, seed: 15 }).share).toBeLessThanOrEqual(2 / 300)
  })

  it('the full-size run is a function the bench calls (its report prints as lines)', () => {
    expect(typeof runStatsSimulation).toBe('function')
    const share = { experiments: 200, share: 0.03, standardError: 0.012 }
    const coverage = { found: share, coveredAtEveryLook: share, coveredAtEnd: share, meanVisitorsPerArmWhenFound: 7600 }
    const lines = statsSimulationLines({
      aa: { ...share, looks: 80, rate: 0.05 },
      aaRevenue: share,
      lift: { ...coverage, baseRate: 0.1, relativeLift: 0.15, visitorsPerArm: 20_000 },
      liftOnFivePercent: coverage,
      srm: { ...share, visitors: 40_000 },
      srmHonestSplit: share,
      seconds: 12.34,
    })
    expect(lines[0]).toBe('A/A, 200 experiments, 80 looks every 500 visitors, 5 % rate: ever a verdict 3.0 % ± 1.2 (nominal at most 5 %); on revenue per visitor 3.0 % ± 1.2')
    expect(lines[1]).toMatch(/^15 % lift on 10 %, 20000 per arm/)
    expect(lines.at(-1)).toBe('simulation time 12.3 s')
  })
})
