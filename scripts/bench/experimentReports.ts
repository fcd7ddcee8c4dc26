/**
 * The experiment report's cost as the trail grows (issue budget: 1 million events under 2 s):
 * synthetic visitors of one leadership A/B test written as saveLog sink lines, then DuckDB reading
 * them into its table and the report's queries, statistics and content analysis. Also the full-size
 * statistics simulation (A/A peeking, lift found, ratio alarm). `npx tsx scripts/bench/experimentReports.ts`
 * runs it alone and prints the section.
 */
import { once } from 'node:events'
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openDuckdbStore } from '../../functions/src/analytics/duckdb/duckdbStore'
import { buildExperimentReport } from '../../functions/src/analytics/experimentReport'
import type { OrderRow } from '../../functions/src/analytics/model'
import { seededDesign } from '../../functions/src/analytics/reportFixture'
import { syntheticVisitors, type SyntheticTest } from '../../functions/src/analytics/simulation/syntheticTrail'
import { duckdb } from '../../functions/src/analytics/sql/dialect'
import { runStatsSimulation, statsSimulationLines } from '../../functions/src/analytics/stats/runStatsSimulation'

/** Visitors per run: about 3.2 events each, so 1 and 10 million events. */
export const REPORT_SIZES = [312_500, 3_125_000] as const

export interface ReportTiming {
  events: number
  fileMb: number
  loadMs: number
  reportMs: number
}

export interface ExperimentReportResults {
  timings: ReportTiming[]
  simulation: string[]
  errors: string[]
}

const START = new Date('2026-11-01T00:00:00Z')

function trailOf(visitors: number): SyntheticTest {
  const arm = (variant: string, purchaseRate: number) => ({ variant, share: 1, emailRate: 0.5, checkoutRate: 0.2, purchaseRate, price: 59.99 })
  return { funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [{ page: 'congrats', goOn: 0.5 }], arms: [arm('default', 0.1), arm('second', 0.11)], visitors, start: START, days: 21 }
}

async function timeReport(visitors: number): Promise<ReportTiming> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-'))
  const file = join(dir, 'saveLog.ndjson')
  try {
    const out = createWriteStream(file)
    const orders: OrderRow[] = []
    let events = 0
    for (const visitor of syntheticVisitors(trailOf(visitors))) {
      events += visitor.lines.length
      if (visitor.order) orders.push(visitor.order)
      if (!out.write(`${visitor.lines.join('\n')}\n`)) await once(out, 'drain')
    }
    out.end()
    await once(out, 'finish')
    const design = seededDesign('leadership')
    const loadStarted = performance.now()
    const store = await openDuckdbStore({ eventFiles: [file], orders, refunds: [] })
    const loadMs = performance.now() - loadStarted
    try {
      const until = new Date(START.getTime() + 22 * 86_400_000)
      const reportStarted = performance.now()
      await buildExperimentReport(store, duckdb, design, { funnel: 'leadership', since: START, until, now: until })
      return { events, fileMb: statSync(file).size / 2 ** 20, loadMs, reportMs: performance.now() - reportStarted }
    } finally {
      store.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function measureExperimentReports(progress: (message: string) => void = () => {}): Promise<ExperimentReportResults> {
  const results: ExperimentReportResults = { timings: [], simulation: [], errors: [] }
  for (const visitors of REPORT_SIZES) {
    progress(`experiment report over ${visitors.toLocaleString('en-US')} visitors' events`)
    try {
      results.timings.push(await timeReport(visitors))
    } catch (error) {
      results.errors.push(`${visitors} visitors: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  progress('experiment statistics, full-size simulation')
  results.simulation = statsSimulationLines(runStatsSimulation())
  return results
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export function experimentReportSection(results: ExperimentReportResults): string {
  const rows = results.timings.map((timing) => `| ${timing.events.toLocaleString('en-US')} | ${Math.round(timing.fileMb)} MB | ${seconds(timing.loadMs)} | ${seconds(timing.reportMs)} | ${seconds(timing.loadMs + timing.reportMs)} |`)
  const errors = results.errors.length > 0 ? `\n\nNot measured: ${results.errors.join('; ')}` : ''
  return `## 13. Experiment reports: DuckDB over the event trail, and the statistics by simulation

One leadership A/B test's synthetic visitors (exposure, visits, e-mail, checkout; orders for the buyers) written as the functions' saveLog sink lines, then \`openDuckdbStore\` reading them into its table (load) and \`buildExperimentReport\` running the three queries, judging all 17 tests on four metrics and reading the content (report). Budget: a report over 1 million events under 2 s.

| Events | Trail | Load | Report | Total |
|---:|---:|---:|---:|---:|
${rows.join('\n')}${errors}

The statistics at full size (\`runStatsSimulation\`):

${results.simulation.map((line) => `- ${line}`).join('\n')}`
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(experimentReportSection(await measureExperimentReports((message) => console.error(`[report bench] ${message}`))))
}
