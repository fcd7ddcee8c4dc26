import { describe, expect, it } from 'vitest'
import { breakdownOf, longTasksOf, medianRunIndex } from './publishedLandingAudits'

const lhr = (audits: Record<string, unknown>) => ({ audits: Object.fromEntries(Object.entries(audits).map(([id, items]) => [id, { details: { items } }])) })

describe('the audits a published landing reports', () => {
  it('reads the long tasks with their script, start and simulated duration', () => {
    const result = lhr({ 'long-tasks': [{ url: 'http://localhost:4180/assets/client-x.js', startTime: 3352.9, duration: 96 }, { url: 'Unattributable', startTime: 600, duration: 51 }] })
    expect(longTasksOf(result)).toEqual([
      { url: 'http://localhost:4180/assets/client-x.js', startMs: 3352.9, durationMs: 96 },
      { url: 'Unattributable', startMs: 600, durationMs: 51 },
    ])
  })

  it('reads the main-thread breakdown by its labels', () => {
    expect(breakdownOf(lhr({ 'mainthread-work-breakdown': [{ group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 736.5 }] }))).toEqual([{ group: 'Script Evaluation', durationMs: 736.5 }])
  })

  it('an audit that is missing or has no table (no long tasks: not applicable) gives no rows', () => {
    expect(longTasksOf({ audits: {} })).toEqual([])
    expect(longTasksOf({ audits: { 'long-tasks': { details: { type: 'table' } } } })).toEqual([])
  })

  it('finds the run whose value is the median', () => {
    expect(medianRunIndex([120, 46, 0])).toBe(1)
    expect(medianRunIndex([46])).toBe(0)
    // Nearest rank: of two, the lower.
    expect(medianRunIndex([80, 20])).toBe(1)
    expect(medianRunIndex([])).toBe(-1)
  })
})
