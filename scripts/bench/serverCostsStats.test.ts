import { describe, expect, it } from 'vitest'
import { latencySummary } from './backOfficeStats'
import { percentilesCell, throughputCell, waitSharePercent } from './serverCostsStats'

describe('server costs arithmetic', () => {
  it('the share is the server time over the browser time plus the server time', () => {
    expect(waitSharePercent(25, 75)).toBe(25)
    expect(waitSharePercent(10, 0)).toBe(100)
  })

  it('a share with a missing or impossible time is NaN, never 0 or 100', () => {
    expect(waitSharePercent(NaN, 50)).toBeNaN()
    expect(waitSharePercent(5, NaN)).toBeNaN()
    expect(waitSharePercent(-1, 50)).toBeNaN()
    expect(waitSharePercent(0, 0)).toBeNaN()
  })

  it('cells: p50 / p95 and calls per second with the count, n/a when nothing was measured', () => {
    const summary = latencySummary([1, 2, 3, 4, 100], 500)
    expect(percentilesCell(summary)).toBe('3.0 ms / 100 ms')
    expect(throughputCell(summary, 'events')).toBe('10 events/s (5)')
    expect(throughputCell(latencySummary([1], 250), 'calls')).toBe('4.0 calls/s (1)')
    expect(percentilesCell(latencySummary([], 0))).toBe('n/a')
    expect(throughputCell(undefined, 'calls')).toBe('n/a')
  })
})
