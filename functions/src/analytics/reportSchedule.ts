/**
 * The hourly refresh of every funnel's experiment report (publishReports.ts), as the
 * publishExperimentReports scheduled function runs it in production and `npm start` runs it
 * locally: the funnels and their content from the content dataset, the counts through the report
 * runner, the documents written back with a token that may write.
 */
import { logger } from 'firebase-functions/logger'
import { contentClient, contentSettings } from '../completion/contentReader'
import { database } from '../db/database'
import { sinkDir } from '../sink'
import { publishExperimentReports, type PublishResult } from './publishReports'
import { runReport } from './reportRunner'

export const REPORT_SCHEDULE = 'every 60 minutes'

/** Publishes every funnel's report; without a writing token (SANITY_REPORTS_TOKEN, or a local lake) it says so and does nothing. */
export async function publishAllReports(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): Promise<PublishResult | null> {
  const local = Boolean(contentSettings(env).apiHost)
  if (!local && !env.SANITY_REPORTS_TOKEN) {
    logger.warn('experiment reports: SANITY_REPORTS_TOKEN is not set, so no report is published')
    return null
  }
  const reader = contentClient(env)
  // The same client, with the token that may write the reports.
  const writer = contentClient({ ...env, SANITY_TOKEN: env.SANITY_REPORTS_TOKEN })
  const funnels = await reader.fetch<string[]>('*[_type == "funnel"].key')
  const result = await publishExperimentReports({
    funnels,
    now,
    build: (funnel, since, until) => runReport({ env, db: () => database(env), sinkDir: sinkDir(), fetchContent: (query, params) => reader.fetch(query, params) }, { funnel, since, until, now: until }),
    write: (document) => writer.createOrReplace(document),
  })
  for (const failure of result.failed) logger.error('experiment report not published', failure)
  return result
}
