/**
 * One funnel's report from where the data live: BigQuery when ANALYTICS_DATASET names the
 * production dataset, else DuckDB over the local event trail (the saveLog sink) and the back
 * office's rows. The command line, `npm start`'s publishing loop and the scheduled function all
 * run reports through here.
 */
import { join } from 'node:path'
import type { Db } from '../db/database'
import type { AnalyticsStore } from './analyticsStore'
import { backOfficeRows } from './backOfficeRows'
import { bigQueryStore } from './bigquery/bigQueryStore'
import { openDuckdbStore } from './duckdb/duckdbStore'
import { buildExperimentReport, type ExperimentReport } from './experimentReport'
import { funnelDesign, type FetchContent } from './funnelDesign'
import { bigquery, duckdb, type SqlDialect } from './sql/dialect'

export interface ReportSources {
  env: NodeJS.ProcessEnv
  /** The back office (read for orders and refunds when the report runs locally). */
  db: () => Db
  /** The local sink folder (SINK_DIR) the trail is read from; unused with BigQuery. */
  sinkDir: string | null
  fetchContent: FetchContent
}

export interface ReportRange {
  funnel: string
  since: Date
  until: Date
  now: Date
}

async function storeFor(sources: ReportSources, range: ReportRange): Promise<{ store: AnalyticsStore; dialect: SqlDialect }> {
  const dataset = sources.env.ANALYTICS_DATASET
  if (dataset) {
    const { BigQuery } = await import('@google-cloud/bigquery')
    return { store: bigQueryStore(new BigQuery({ projectId: dataset.split('.')[0] })), dialect: bigquery(dataset) }
  }
  const rows = await backOfficeRows(sources.db(), range.funnel, range.until)
  const eventFiles = sources.sinkDir ? [join(sources.sinkDir, 'saveLog.ndjson')] : []
  return { store: await openDuckdbStore({ eventFiles, ...rows }), dialect: duckdb }
}

export async function runReport(sources: ReportSources, range: ReportRange): Promise<ExperimentReport> {
  const design = await funnelDesign(sources.fetchContent, range.funnel)
  const { store, dialect } = await storeFor(sources, range)
  try {
    return await buildExperimentReport(store, dialect, design, range)
  } finally {
    store.close()
  }
}
