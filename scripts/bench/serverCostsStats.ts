/** The server costs section's arithmetic: a call's share of the visitor's wait, and a phase's cells. */
import type { LatencySummary } from './backOfficeStats'
import { ms, NA, num } from './format'

/**
 * The server's time as a share of the visitor's wait in that step, in %, when the wait is the
 * browser's own time (measured with the call answered at once) plus the server's: 100 × server /
 * (browser + server). NaN when either is not a measured, non-negative time.
 */
export function waitSharePercent(serverMs: number, browserMs: number): number {
  if (!Number.isFinite(serverMs) || !Number.isFinite(browserMs) || serverMs < 0 || browserMs < 0) return NaN
  const wait = serverMs + browserMs
  return wait > 0 ? (100 * serverMs) / wait : NaN
}

/** "1.3 / 6.2 ms": p50 and p95 in one cell, n/a when nothing was measured. */
export function percentilesCell(latency: Pick<LatencySummary, 'count' | 'p50' | 'p95'> | undefined): string {
  if (!latency || latency.count === 0) return NA
  return `${ms(latency.p50)} / ${ms(latency.p95)}`
}

/** "860 events/s (2000 calls)": calls completed per second of the phase, and how many were measured. */
export function throughputCell(latency: Pick<LatencySummary, 'count' | 'perSecond'> | undefined, unit: string): string {
  if (!latency || latency.count === 0) return NA
  return `${num(latency.perSecond, latency.perSecond < 10 ? 1 : 0)} ${unit}/s (${latency.count})`
}
