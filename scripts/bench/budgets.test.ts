import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseBudgets, readBudgets } from './budgetFile'
import { budgetRows } from './budgets'
import { fixtureAfterPaint, fixtureByteSplit } from './byteSplitFixture'
import type { LighthouseScore } from './lighthouse'
import type { MeasuredTap } from './interactionToNextPaint'
import type { BenchResults } from './results'
import type { Site } from './sites'
import type { Target } from './targets'

const site = (name: Site['name']): Site => ({ name, url: 'http://127.0.0.1/', dir: 'dist', buildMs: 0 })
const landing: Target = { label: '/demo', kind: 'landing', site: site('product'), url: 'http://127.0.0.1/demo', heading: 'main h1' }
const bare: Target = { label: 'bare React', kind: 'reference', site: site('bare'), url: 'http://127.0.0.1/', heading: 'h1' }
const score = (performance: number): LighthouseScore => ({ performance, accessibility: 100, fcp: 500, lcp: 600, tbt: 10, cls: 0, lcpElement: 'h1' })
const timing = { median: NaN, p95: NaN, runs: 0 }

/** One landing measured by Lighthouse and nothing else: the other budgets print n/a. */
function results(performance: number, taps: MeasuredTap[] = []): BenchResults {
  return {
    run: { date: '', commit: '', dirty: false, node: '', cpuCount: 2, cpuModel: '', lighthouse: '', loadAtStart: 0 },
    chromium: '',
    buildMs: { product: 0, bare: 0, survey: 0 },
    lighthouse: { rows: [{ target: landing, runs: 1, score: score(performance) }, { target: bare, runs: 1, score: score(100) }] },
    lighthouseDeadlineS: 0,
    bytes: [],
    headingPaint: [],
    nextPage: [],
    inp: { cpuThrottlingRate: 4, steps: 50, readPauseMs: 300, taps, funnels: [] },
    snapshotValidation: { ...timing, bytes: 0, funnels: 0 },
    query: { ...timing, key: '' },
    growth: [],
    backOffice: { content: '', engines: [], wallMs: 0 },
    mail: { content: '', wallMs: 0 },
    serverCosts: { content: '', phases: [], errors: [], wallMs: 0 },
    eventLoad: { runs: [], errors: [] },
    experimentReports: { timings: [], simulation: [], errors: [] },
    wallMs: 0,
    loadAtEnd: 0,
  }
}

const row = (rows: ReturnType<typeof budgetRows>, text: string) => rows.find((candidate) => candidate.budget.startsWith(text))

describe('bench budgets', () => {
  it('reads every budget from the budgets file', () => {
    const budgets = readBudgets()
    expect(budgets.landingPerformance).toMatchObject({ limit: 98, kind: 'min' })
    expect(budgets.landingJsGzipKb).toMatchObject({ limit: 110, kind: 'max' })
  })

  it('judges a run against the limits in the file, not limits in the code', () => {
    const budgets = readBudgets()
    expect(row(budgetRows(results(98), budgets), 'Lighthouse performance')?.result).toMatch(/^PASS/)
    expect(row(budgetRows(results(97), budgets), 'Lighthouse performance')?.result).toMatch(/^MISS/)
    const stricter = { ...budgets, landingPerformance: { ...budgets.landingPerformance, budget: 'Lighthouse performance >= 99', limit: 99 } }
    expect(row(budgetRows(results(98), stricter), 'Lighthouse performance')?.result).toMatch(/^MISS/)
  })

  it('lists the agreed budgets the bench does not measure yet, never as passed', () => {
    const budgets = readBudgets()
    const unmeasured = { ...budgets, experimentReportMs: { ...budgets.experimentReportMs, notMeasuredYet: true } }
    const rows = budgetRows(results(100), unmeasured)
    expect(row(rows, budgets.experimentReportMs.budget)).toEqual({ budget: budgets.experimentReportMs.budget, measured: 'not measured by this bench yet', result: 'n/a' })
  })

  it('judges the p95 of the answer, interstitial and plan taps against the INP budget', () => {
    const tap = (kind: MeasuredTap['kind'], latency: number): MeasuredTap => ({ funnel: 'demo', path: '/demo/q', componentType: 'radioQuestion', kind, latency, reported: true })
    const budgets = readBudgets()
    expect(row(budgetRows(results(100, [tap('answer', 96), tap('other', 400)]), budgets), 'Interaction to Next Paint')?.result).toMatch(/^PASS/)
    expect(row(budgetRows(results(100, [tap('answer', 96), tap('plan', 104)]), budgets), 'Interaction to Next Paint')?.result).toMatch(/^MISS/)
    expect(row(budgetRows(results(100), budgets), 'Interaction to Next Paint')?.result).toBe('n/a')
  })

  it('judges the after-paint budgets on the worst landing, in requests and brotli kilobytes', () => {
    const bytes = (label: string, requests: number, jsBrotli: number) => fixtureByteSplit(label, { filesAfter: requests, afterPaint: fixtureAfterPaint(requests, jsBrotli) })
    const rows = budgetRows({ ...results(100), bytes: [bytes('/demo', 20, 140 * 1024), bytes('/deeps', 26, 151 * 1024)] })
    expect(row(rows, "After a landing's first paint, until ready for the next page: at most 25 requests")).toMatchObject({ measured: '26 (/deeps)', result: 'MISS (margin −1)' })
    expect(row(rows, "After a landing's first paint, until ready for the next page: at most 150 KB")).toMatchObject({ measured: '151.0 KB (/deeps)', result: 'MISS (margin −1.0 KB)' })
    const within = budgetRows({ ...results(100), bytes: [bytes('/demo', 25, 150 * 1024)] })
    expect(row(within, "After a landing's first paint, until ready for the next page: at most 25 requests")?.result).toMatch(/^PASS/)
    expect(row(within, "After a landing's first paint, until ready for the next page: at most 150 KB")?.result).toMatch(/^PASS/)
  })

  it('judges the landing after a publish by its TBT, and prints n/a when it was not measured', () => {
    const published = { ...results(100), publishedLanding: { funnelKey: 'demo', documentId: 'page.demo.demoLanding', field: 'title.en', text: '', lighthouse: { target: landing, runs: 3, score: { ...score(100), tbt: 51 } }, tbtRuns: [51], longTasks: [], mainThread: [], shown: { published: true, heading: '', source: 'live' } } }
    expect(row(budgetRows(published), 'A landing after a publish')).toMatchObject({ measured: '51.0 ms (/demo)', result: expect.stringMatching(/^MISS/) })
    expect(row(budgetRows(results(100)), 'A landing after a publish')).toMatchObject({ measured: 'n/a (not measured)', result: 'n/a' })
  })

  it('names the file and the field when the budgets file is malformed', () => {
    const text = readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')
    const broken = JSON.stringify({ ...JSON.parse(text), landingCls: { budget: 'CLS 0', limit: 'zero', kind: 'max' } })
    expect(() => parseBudgets(broken)).toThrow(/budgets\.json is invalid[\s\S]*landingCls\.limit/)
  })
})
