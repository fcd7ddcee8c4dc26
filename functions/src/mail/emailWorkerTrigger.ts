/**
 * The production mail worker: the emailWorker scheduled function (functions/src/index.ts) runs
 * one pass a minute against DATABASE_URL with the functions' services. A pass sends at most
 * MAX_JOBS_PER_PASS and must end inside the function's timeout, which stays below the worker's
 * lease so a slow invocation's jobs are never taken back while it still runs.
 */
import { logger } from 'firebase-functions/logger'
import { database } from '../db/database'
import { defaultServices } from '../completion/services'
import { runEmailWorkerPass, type EmailWorkerPass } from './emailWorker'

export const EMAIL_WORKER_SCHEDULE = 'every 1 minutes'
/** Seconds; below EMAIL_LEASE_MS (5 min). */
export const EMAIL_WORKER_TIMEOUT_SECONDS = 120
export const MAX_JOBS_PER_PASS = 500

export async function runScheduledEmailPass(): Promise<EmailWorkerPass> {
  const pass = await runEmailWorkerPass(database(), defaultServices(), { maxJobs: MAX_JOBS_PER_PASS })
  if (Object.values(pass).some((count) => count > 0)) logger.info('email worker pass', pass)
  return pass
}
