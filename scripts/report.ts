/**
 * `npm run report -- --funnel leadership --since 2026-11-01`: a funnel's experiment report,
 * printed as a table and written as a self-contained HTML file. Locally it runs on DuckDB over
 * the event trail npm start's functions write (SINK_DIR, default .data/sinks) and the back office
 * (DATABASE_URL, else npm start's database); with ANALYTICS_DATASET it runs on BigQuery.
 * Content (pages, tests) comes from the Sanity project, the local lake, or the seed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { reportHtml } from '../functions/src/analytics/render/reportHtml'
import { reportTable } from '../functions/src/analytics/render/reportTable'
import { runReport } from '../functions/src/analytics/reportRunner'
import { openDatabase, type Db } from '../functions/src/db/database'
import { resolveContentSource } from './contentSource'
import { ROOT } from './settings'
import { customerDatabaseUrl } from './support/customerDatabaseUrl'
import { databaseDownMessage, isConnectionError } from './support/databaseDown'
import { parseReportArgs, REPORT_USAGE, type ReportArgs } from './support/reportArgs'

async function main(argv: string[]): Promise<number> {
  let args: ReportArgs
  try {
    args = parseReportArgs(argv, new Date(), join(ROOT, '.data'))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${REPORT_USAGE}`)
    return 2
  }
  const url = customerDatabaseUrl()
  let db: Db | undefined
  try {
    const content = await resolveContentSource()
    const report = await runReport(
      {
        env: process.env,
        db: () => (db ??= openDatabase(url, 1)),
        sinkDir: resolve(ROOT, process.env.SINK_DIR ?? '.data/sinks'),
        fetchContent: (query, params) => content.fetch(query, params),
      },
      { funnel: args.funnel, since: args.since, until: args.until, now: new Date() },
    ).catch((error: unknown) => {
      throw isConnectionError(error) ? new Error(databaseDownMessage(url, error instanceof Error ? error.message : String(error))) : error
    })
    console.log(reportTable(report))
    mkdirSync(dirname(args.htmlFile), { recursive: true })
    writeFileSync(args.htmlFile, reportHtml(report))
    console.log(`The report with its charts: ${args.htmlFile}`)
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    await db?.destroy()
  }
}

process.exitCode = await main(process.argv.slice(2))
