import { describe, expect, it } from 'vitest'
import { dbShare, latencySummary } from './backOfficeStats'

describe('back office figures', () => {
  it('latency: nearest-rank p50 and p95, the max, and purchases per second of wall time', () => {
    const latencies = Array.from({ length: 20 }, (_, index) => index + 1)
    expect(latencySummary(latencies, 4_000)).toEqual({ count: 20, p50: 10, p95: 19, max: 20, perSecond: 5 })
  })

  it('nothing measured is n/a, never zero', () => {
    const summary = latencySummary([], 1_000)
    expect(summary.count).toBe(0)
    expect([summary.p50, summary.p95, summary.max]).toEqual([NaN, NaN, NaN])
    expect(dbShare([]).sharePercent).toBeNaN()
  })

  it('the database share is the median of each call’s own share, not a ratio of two medians', () => {
    const share = dbShare([
      { totalMs: 10, dbMs: 5, queries: 4 },
      { totalMs: 100, dbMs: 10, queries: 6 },
      { totalMs: 20, dbMs: 15, queries: 5 },
    ])
    // Shares 50 %, 10 %, 75 %: the median is 50 %; p50 total 20 ms and p50 db 10 ms.
    expect(share).toEqual({ calls: 3, totalP50: 20, totalP95: 100, dbP50: 10, queriesP50: 5, sharePercent: 50 })
  })
})
