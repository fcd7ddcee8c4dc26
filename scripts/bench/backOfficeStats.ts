/** The back office figures from raw timings: latency percentiles, throughput, and the database's share of a call. */
import { median, percentile } from './stats'

export interface LatencySummary {
  /** Purchases measured. */
  count: number
  p50: number
  p95: number
  max: number
  /** Purchases completed per second of the phase's wall time. */
  perSecond: number
}

export function latencySummary(latenciesMs: readonly number[], wallMs: number): LatencySummary {
  return {
    count: latenciesMs.length,
    p50: percentile(latenciesMs, 50),
    p95: percentile(latenciesMs, 95),
    max: latenciesMs.length > 0 ? Math.max(...latenciesMs) : NaN,
    perSecond: wallMs > 0 ? (latenciesMs.length * 1000) / wallMs : NaN,
  }
}

/** One handler call: its wall time and the summed durations of the queries it made (Kysely's queryDurationMillis). */
export interface TimedCall {
  totalMs: number
  dbMs: number
  queries: number
}

export interface DbShare {
  calls: number
  totalP50: number
  /** The call's wall time at p95 (the server costs section reads it beside p50). */
  totalP95: number
  dbP50: number
  queriesP50: number
  /**
   * The median over calls of each call's time in queries / its wall time, in %: what a typical
   * call spends in the database (a ratio of the two p50s would pair numbers of different calls).
   */
  sharePercent: number
}

export function dbShare(calls: readonly TimedCall[]): DbShare {
  return {
    calls: calls.length,
    totalP50: median(calls.map((call) => call.totalMs)),
    totalP95: percentile(calls.map((call) => call.totalMs), 95),
    dbP50: median(calls.map((call) => call.dbMs)),
    queriesP50: median(calls.map((call) => call.queries)),
    sharePercent: median(calls.filter((call) => call.totalMs > 0).map((call) => (100 * call.dbMs) / call.totalMs)),
  }
}
