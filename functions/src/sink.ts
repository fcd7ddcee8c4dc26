/**
 * Local stand-ins for GA4, Meta and the log store: one NDJSON file per sink, one event a line,
 * so tests and people can read what production would have sent.
 */
import { appendFile, mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { logger } from 'firebase-functions/logger'
import { exportEvent } from './analytics/bigquery/eventExport'

export type SinkName = 'saveLog' | 'meta' | 'analytics' | 'paymentSessions' | 'courseEnrollments' | 'marketingContacts' | 'aiMentorTransfers'

/** Same depth from functions/src (tests) and functions/lib (the bundle): both reach <repo>/.data/sinks. */
const DEFAULT_SINK_DIR = resolve(import.meta.dirname, '../../.data/sinks')

/** Deployed to Cloud Functions (not the emulator) there is no repository to write into. */
const runsInCloud = () => Boolean(process.env.K_SERVICE) && process.env.FUNCTIONS_EMULATOR !== 'true'

export function sinkDir(): string | null {
  if (process.env.SINK_DIR) return resolve(process.env.SINK_DIR)
  return runsInCloud() ? null : DEFAULT_SINK_DIR
}

/**
 * Appends one event as one line. A single appendFile per event keeps lines whole when calls
 * overlap (O_APPEND writes of one buffer are not interleaved). In the cloud, without SINK_DIR,
 * the event goes to Cloud Logging as a structured entry instead, and a saveLog event also to the
 * experiment report's BigQuery dataset (analytics/bigquery/eventExport.ts).
 */
export async function appendToSink(sink: SinkName, record: Record<string, unknown>): Promise<void> {
  const dir = sinkDir()
  if (dir === null) {
    logger.info(`sink:${sink}`, record)
    // The event trail also feeds the experiment report's BigQuery dataset, when one is set.
    if (sink === 'saveLog') await exportEvent(record)
    return
  }
  await mkdir(dir, { recursive: true })
  await appendFile(join(dir, `${sink}.ndjson`), `${JSON.stringify(record)}\n`, 'utf8')
}
