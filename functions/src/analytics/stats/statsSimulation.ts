/**
 * The statistics proven by simulation: synthetic visitors with known true conversion rates are
 * streamed into the same functions the report calls (alwaysValidInterval, sampleRatioMismatch),
 * and the long-run behaviour is measured against what the methods promise:
 * - A/A experiments looked at after every 500 visitors: the share that ever shows a verdict (the
 *   interval excludes 0 at any look) stays at or below α = 5 %, on the conversion rate and on
 *   revenue per visitor;
 * - a true relative lift: the share of experiments in which the interval finds it (lies above 0
 *   at some look), and the share in which the interval covers the true difference at every look
 *   (time-uniform coverage, at least 1 − α);
 * - a 52/48 split against 50/50 weights: the share of experiments whose final look raises the
 *   sample-ratio alarm (and, as a check of the threshold, the same for an honest 50/50 split).
 * The unit tests run these at a small size; runStatsSimulation runs the full size.
 */
import { alwaysValidInterval, type AlwaysValidOptions } from './alwaysValidInterval'
import type { OutcomeKind } from './outcomeSummary'
import { sampleRatioMismatch } from './sampleRatioMismatch'
import { seededRandom, type Random } from './seededRandom'
import { streamExperiment } from './streamExperiment'

/** A measured share and its Monte Carlo standard error √(p(1 − p)/n). */
export interface SimulatedShare {
  experiments: number
  share: number
  standardError: number
}

const shareOf = (hits: number, experiments: number): SimulatedShare => {
  const share = experiments > 0 ? hits / experiments : 0
  return { experiments, share, standardError: experiments > 0 ? Math.sqrt((share * (1 - share)) / experiments) : 0 }
}

export interface AaOptions extends AlwaysValidOptions {
  experiments: number
  /** Visitors in both variants together. */
  visitors: number
  lookEvery: number
  rate: number
  seed: number
  /** Judge revenue per visitor instead of the conversion rate. */
  metric?: OutcomeKind
  /** A buyer's order value (revenue); default 1. */
  orderValue?: (random: Random) => number
}

/** A/A: both variants convert at `rate`; the share of experiments whose interval ever excludes 0. */
export function aaPeeking(options: AaOptions): SimulatedShare {
  const random = seededRandom(options.seed)
  const metric = options.metric ?? 'conversion'
  let falseVerdicts = 0
  for (let e = 0; e < options.experiments; e++) {
    let shown = false
    const spec = { rates: [options.rate, options.rate], split: [0.5, 0.5], visitors: options.visitors, lookEvery: options.lookEvery, orderValue: options.orderValue }
    streamExperiment(spec, random, ([control, variant]) => {
      const interval = alwaysValidInterval(control![metric], variant![metric], metric, options)
      shown = interval.lower > 0 || interval.upper < 0
      return !shown
    })
    if (shown) falseVerdicts++
  }
  return shareOf(falseVerdicts, options.experiments)
}

export interface LiftOptions extends AlwaysValidOptions {
  experiments: number
  visitorsPerArm: number
  lookEvery: number
  baseRate: number
  relativeLift: number
  seed: number
}

export interface LiftResult {
  /** Interval above 0 at some look: the lift is found. */
  found: SimulatedShare
  /** The true difference inside the interval at every look. */
  coveredAtEveryLook: SimulatedShare
  /** The true difference inside the interval at the last look. */
  coveredAtEnd: SimulatedShare
  /** Mean visitors per arm at the first look where the lift was found (among those found). */
  meanVisitorsPerArmWhenFound: number
}

/** A true lift of `relativeLift` over `baseRate`, looked at every `lookEvery` visitors up to `visitorsPerArm` per arm. */
export function liftDetection(options: LiftOptions): LiftResult {
  const random = seededRandom(options.seed)
  const lifted = options.baseRate * (1 + options.relativeLift)
  const truth = lifted - options.baseRate
  let found = 0
  let coveredAlways = 0
  let coveredEnd = 0
  let visitorsWhenFound = 0
  for (let e = 0; e < options.experiments; e++) {
    let foundAt = 0
    let alwaysCovered = true
    let endCovered = false
    streamExperiment(
      { rates: [options.baseRate, lifted], split: [0.5, 0.5], visitors: 2 * options.visitorsPerArm, lookEvery: options.lookEvery },
      random,
      ([control, variant], visitorsSoFar) => {
        const interval = alwaysValidInterval(control!.conversion, variant!.conversion, 'conversion', options)
        if (foundAt === 0 && interval.lower > 0) foundAt = visitorsSoFar / 2
        endCovered = interval.lower <= truth && truth <= interval.upper
        if (!endCovered) alwaysCovered = false
      },
    )
    if (foundAt > 0) {
      found++
      visitorsWhenFound += foundAt
    }
    if (alwaysCovered) coveredAlways++
    if (endCovered) coveredEnd++
  }
  return {
    found: shareOf(found, options.experiments),
    coveredAtEveryLook: shareOf(coveredAlways, options.experiments),
    coveredAtEnd: shareOf(coveredEnd, options.experiments),
    meanVisitorsPerArmWhenFound: found > 0 ? visitorsWhenFound / found : 0,
  }
}

export interface SampleRatioOptions {
  experiments: number
  visitors: number
  /** The true share of the first variant (0.52 for a 52/48 split). */
  firstShare: number
  seed: number
}

/** Visitors split `firstShare` / rest against 50/50 weights: the share of experiments that raise the alarm at the end. */
export function sampleRatioAlarms(options: SampleRatioOptions): SimulatedShare {
  const random = seededRandom(options.seed)
  let alarms = 0
  for (let e = 0; e < options.experiments; e++) {
    let first = 0
    for (let i = 0; i < options.visitors; i++) if (random() < options.firstShare) first++
    if (sampleRatioMismatch([first, options.visitors - first], [50, 50]).alarm) alarms++
  }
  return shareOf(alarms, options.experiments)
}
