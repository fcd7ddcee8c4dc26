/**
 * `npm run report -- --funnel leadership --since 2026-11-01`: a funnel's experiment report,
 * printed as a table and written as a self-contained HTML file. Locally it runs on DuckDB over
 * the event trail npm start's functions write (SINK_DIR, default .data/sinks) and the back office
 * (DATABASE_URL, else npm start's database); with ANALYTICS_DATASET it runs on BigQuery.
 * Content (pages, tests) comes from the Sanity project, the local lake, or the seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { backOfficeRows } from '../functions/src/analytics/backOfficeRows'
import { bigQueryStore } from '../functions/src/analytics/bigquery/bigQueryStore'
import { openDuckdbStore } from '../functions/src/analytics/duckdb/duckdbStore'
import { buildExperimentReport } from '../functions/src/analytics/experimentReport'
import { funnelDesign } from '../functions/src/analytics/funnelDesign'
import { reportHtml } from '../functions/src/analytics/render/reportHtml'
import { reportTable } from '../functions/src/analytics/render/reportTable'
import { bigquery, duckdb } from '../functions/src/analytics/sql/dialect'
import { openDatabase } from '../functions/src/db/database'
import { resolveContentSource } from './contentSource'
import { printableUrl } from './database/openDatabase'
import { ROOT } from './settings'
import { customerDatabaseUrl } from './support/customerDatabaseUrl'
import { parseReportArgs, REPORT_USAGE, type ReportArgs } from './support/reportArgs'

async function localStore(args: ReportArgs) {
  const url = customerDatabaseUrl()
  const db = openDatabase(url, 1)
  try {
    const rows = await backOfficeRows(db, args.funnel, args.until).catch((error: unknown) => {
      throw new Error(`The back office at ${printableUrl(url)} does not answer (${error instanceof Error ? error.message : String(error)}): start it with \`npm start\`, or set DATABASE_URL.`)
    })
    const sinkDir = resolve(ROOT, process.env.SINK_DIR ?? '.data/sinks')
    return await openDuckdbStore({ eventFiles: [join(sinkDir, 'saveLog.ndjson')], ...rows })
  } finally {
    await db.destroy()
  }
}

async function main(argv: string[]): Promise<number> {
  let args: ReportArgs
  try {
    args = parseReportArgs(argv, new Date(), join(ROOT, '.data'))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${REPORT_USAGE}`)
    return 2
  }
  try {
    const content = await resolveContentSource()
    const design = await funnelDesign((query, params) => content.fetch(query, params), args.funnel)
    const dataset = process.env.ANALYTICS_DATASET
    const store = dataset ? bigQueryStore(new (await import('@google-cloud/bigquery')).BigQuery({ projectId: dataset.split('.')[0] })) : await localStore(args)
    const dialect = dataset ? bigquery(dataset) : duckdb
    try {
      const report = await buildExperimentReport(store, dialect, design, { funnel: args.funnel, since: args.since, until: args.until, now: new Date() })
      console.log(reportTable(report))
      mkdirSync(dirname(args.htmlFile), { recursive: true })
      writeFileSync(args.htmlFile, reportHtml(report))
      console.log(`The report with its charts: ${args.htmlFile}`)
    } finally {
      store.close()
    }
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
