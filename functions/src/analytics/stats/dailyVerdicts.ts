/**
 * The verdict rules on a simulated test as the team would see it: synthetic visitors arrive
 * evenly over `days` days and the report is opened once a day, each time through
 * {@link judgeExperiment} with the same clock rules as in production (a week from the first
 * exposure, 100 visitors per variant, the ratio check). The simulations use it to show that the
 * rules, not only the interval, keep their promises.
 */
import type { ExperimentResult } from './experimentResult'
import { judgeExperiment, type VerdictSettings } from './judgeExperiment'
import { seededRandom } from './seededRandom'
import { streamExperiment } from './streamExperiment'

const DAY_MS = 24 * 60 * 60 * 1000
/** A fixed start, so the results do not depend on when the simulation runs. */
const FIRST_EXPOSURE = new Date('2026-11-02T00:00:00Z')

export interface DailyOptions {
  /** True conversion rate per variant; the first is the control. */
  rates: readonly number[]
  /** True assignment probability per variant. */
  split: readonly number[]
  /** Configured weights per variant. */
  weights: readonly number[]
  visitorsPerDay: number
  days: number
  seed: number
  settings?: Partial<VerdictSettings>
}

/** Variant keys A, B, C…, control A. */
export const variantKey = (index: number): string => String.fromCharCode(65 + index)

/** One result per day (day 1 first), judged on the conversion rate. */
export function dailyVerdicts(options: DailyOptions): ExperimentResult[] {
  const results: ExperimentResult[] = []
  const spec = { rates: options.rates, split: options.split, visitors: options.visitorsPerDay * options.days, lookEvery: options.visitorsPerDay }
  streamExperiment(spec, seededRandom(options.seed), (arms, visitorsSoFar) => {
    const day = visitorsSoFar / options.visitorsPerDay
    results.push(
      judgeExperiment({
        kind: 'conversion',
        controlKey: variantKey(0),
        variants: arms.map((arm, index) => ({ key: variantKey(index), weight: options.weights[index]!, outcome: arm.conversion })),
        firstExposureAt: FIRST_EXPOSURE,
        now: new Date(FIRST_EXPOSURE.getTime() + day * DAY_MS),
        settings: options.settings,
      }),
    )
  })
  return results
}
