/**
 * Production's event trail for the report: each saveLog record streamed into the `events` table
 * of ANALYTICS_DATASET ('project.dataset', see bigQuerySetup.ts) as it is logged. Cloud Logging
 * keeps the same record (sink.ts), so a failed insert is logged and loses nothing that cannot be
 * replayed; it never fails the visitor's call.
 */
import { logger } from 'firebase-functions/logger'
import { eventRowOf, type EventRow } from './eventRow'

/** Inserts rows into `dataset.table`, with insert ids BigQuery uses to drop a retried duplicate. */
export type InsertRows = (dataset: string, table: string, rows: { insertId: string; json: EventRow }[]) => Promise<void>

const defaultInsert: InsertRows = async (dataset, table, rows) => {
  const [projectId, datasetId] = dataset.split('.') as [string, string]
  // Loaded on first use: only deployed instances with a dataset pay for the client.
  const { BigQuery } = await import('@google-cloud/bigquery')
  await new BigQuery({ projectId }).dataset(datasetId).table(table).insert(rows, { raw: true })
}

/** Streams one saveLog record when ANALYTICS_DATASET is set; does nothing otherwise. */
export async function exportEvent(record: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env, insert: InsertRows = defaultInsert): Promise<void> {
  const dataset = env.ANALYTICS_DATASET
  if (!dataset) return
  const row = eventRowOf(record)
  const insertId = [row.visitor_id ?? 'anonymous', row.received_at, row.name].join('|')
  try {
    await insert(dataset, 'events', [{ insertId, json: row }])
  } catch (error) {
    logger.error('analytics export: the event was not streamed to BigQuery', { name: row.name, error: error instanceof Error ? error.message : String(error) })
  }
}
