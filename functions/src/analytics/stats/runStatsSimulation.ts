/**
 * The full-size statistics simulation, for `npm run bench`: the simulations of statsSimulation.ts
 * at the sizes issue 26 names, with the base rates and order values stated here, and its report
 * as printable lines. About 16 s on a busy 2-core machine.
 */
import { gammaDraw } from './randomDraws'
import type { Random } from './seededRandom'
import { aaPeeking, liftDetection, sampleRatioAlarms, type LiftResult, type SimulatedShare } from './statsSimulation'

/** A skewed order value: Gamma(2) × 20, mean 40 (a mix of small monthly and large yearly plans). */
export const orderValue = (random: Random): number => 20 * gammaDraw(random, 2)

export interface StatsSimulationReport {
  aa: SimulatedShare & { looks: number; rate: number }
  /** The same A/A experiments judged on revenue per visitor (order values: {@link orderValue}). */
  aaRevenue: SimulatedShare
  lift: LiftResult & { baseRate: number; relativeLift: number; visitorsPerArm: number }
  /** The same lift on a 5 % base rate, for comparison: fewer conversions, less power. */
  liftOnFivePercent: LiftResult
  srm: SimulatedShare & { visitors: number }
  /** An honest 50/50 split of 4,000 visitors, 10,000 times: the false-alarm rate. */
  srmHonestSplit: SimulatedShare
  seconds: number
}

/** Base rate of the lift experiments: a funnel's conversion to checkout started, say. */
export const SIMULATION_BASE_RATE = 0.1

/**
 * The full-size simulation (`npm run bench`): 200 A/A experiments of 40,000 visitors looked at
 * every 500 (on conversion and on revenue), 1,000 experiments with a 15 % lift at 20,000 visitors
 * per arm (10 % base rate, and 5 % for comparison), 1,000 runs of a 52/48 split of 40,000 visitors
 * and 10,000 of an honest 50/50 split of 4,000.
 */
export function runStatsSimulation(now: () => number = () => performance.now()): StatsSimulationReport {
  const started = now()
  const aaVisitors = 40_000
  const aa = aaPeeking({ experiments: 200, visitors: aaVisitors, lookEvery: 500, rate: 0.05, seed: 1 })
  const aaRevenue = aaPeeking({ experiments: 200, visitors: aaVisitors, lookEvery: 500, rate: 0.05, seed: 6, metric: 'revenue', orderValue })
  const liftSpec = { experiments: 1000, visitorsPerArm: 20_000, lookEvery: 500, relativeLift: 0.15 }
  const lift = liftDetection({ ...liftSpec, baseRate: SIMULATION_BASE_RATE, seed: 2 })
  const liftOnFivePercent = liftDetection({ ...liftSpec, baseRate: 0.05, seed: 3 })
  const srm = sampleRatioAlarms({ experiments: 1000, visitors: 40_000, firstShare: 0.52, seed: 4 })
  // A rate of 0.1 % needs many runs to be seen: 10,000 smaller ones measure it to ±0.03 points.
  const srmHonestSplit = sampleRatioAlarms({ experiments: 10_000, visitors: 4000, firstShare: 0.5, seed: 5 })
  return {
    aa: { ...aa, looks: aaVisitors / 500, rate: 0.05 },
    aaRevenue,
    lift: { ...lift, baseRate: SIMULATION_BASE_RATE, relativeLift: liftSpec.relativeLift, visitorsPerArm: liftSpec.visitorsPerArm },
    liftOnFivePercent,
    srm: { ...srm, visitors: 40_000 },
    srmHonestSplit,
    seconds: (now() - started) / 1000,
  }
}

/** A rate as a percentage without binary noise (0.15 × 100 is 15.000000000000002). */
const percentOf = (rate: number) => String(Math.round(rate * 10_000) / 100)
const pct = (share: SimulatedShare) => `${(share.share * 100).toFixed(share.share < 0.01 ? 2 : 1)} % ± ${(share.standardError * 100).toFixed(share.share < 0.01 ? 2 : 1)}`

/** The report's lines, as the bench prints them (shares with their simulation standard error). */
export function statsSimulationLines(report: StatsSimulationReport): string[] {
  const { aa, aaRevenue, lift, liftOnFivePercent: five, srm, srmHonestSplit } = report
  return [
    `A/A, ${aa.experiments} experiments, ${aa.looks} looks every 500 visitors, ${percentOf(aa.rate)} % rate: ever a verdict ${pct(aa)} (nominal at most 5 %); on revenue per visitor ${pct(aaRevenue)}`,
    `${percentOf(lift.relativeLift)} % lift on ${percentOf(lift.baseRate)} %, ${lift.visitorsPerArm} per arm, ${lift.found.experiments} experiments: found ${pct(lift.found)} (at ${Math.round(lift.meanVisitorsPerArmWhenFound)} per arm on average), covered at every look ${pct(lift.coveredAtEveryLook)}, at the end ${pct(lift.coveredAtEnd)}`,
    `the same lift on 5 %: found ${pct(five.found)}, covered at every look ${pct(five.coveredAtEveryLook)}`,
    `52/48 against 50/50, ${srm.visitors} visitors: alarm ${pct(srm)}; honest 50/50 (${srmHonestSplit.experiments} runs of 4000): ${pct(srmHonestSplit)} (nominal 0.1 %)`,
    `simulation time ${report.seconds.toFixed(1)} s`,
  ]
}
