/**
 * The mail worker: one pass takes back the jobs of crashed workers, then claims due jobs in
 * batches (never a job another worker holds), renders and sends each, and records the outcome:
 * 'sent', back to 'pending' after a back-off, or 'failed' with the reason. Production runs a
 * pass every minute (the emailWorker scheduled function); `npm start` runs one every few seconds
 * (scripts/mail/runEmailWorker.ts). A cancelled job is never claimed, so it is never sent.
 * Marketing jobs (marketingEmail.ts) carry the unsubscribe headers and footer, and one whose
 * address unsubscribed is cancelled ('unsubscribed') instead of sent. Each pass also queues the
 * launch notices of funnels whose content says launched (lifecycle/launchNotices.ts).
 */
import { logger } from 'firebase-functions/logger'
import type { Db } from '../db/database'
import type { EmailJob } from '../db/tables'
import type { EmailVariables } from '../completion/placeholderValues'
import type { CompletionServices } from '../completion/services'
import { cancelTrialFunctionUrl, cancelTrialUrl } from '../lifecycle/cancelTrialLink'
import { queueLaunchNotices } from '../lifecycle/launchNotices'
import { describeFailure, isPermanentFailure } from './emailFailure'
import { claimDueEmailJobs, EMAIL_LEASE_MS, markEmailCancelled, markEmailFailed, markEmailSent, reclaimStaleEmailJobs } from './emailJobClaims'
import { isSuppressed, UNSUBSCRIBED } from './emailSuppressions'
import { isMarketingEmail } from './marketingEmail'
import { renderEmailJob } from './renderEmailJob'
import { MAX_EMAIL_ATTEMPTS } from './retryDelay'
import { unsubscribeSettingsFromEnv, type UnsubscribeSettings } from './unsubscribeLink'

export interface EmailWorkerOptions {
  /** The clock deciding what is due and when a retry is; tests move it. */
  now?: () => Date
  /** Jobs claimed (and sent concurrently) at a time. */
  batchSize?: number
  /** Jobs one pass sends at most, so a pass ends well inside the scheduled function's timeout. */
  maxJobs?: number
  leaseMs?: number
  maxAttempts?: number
  /** The unsubscribe links' key and address; default UNSUBSCRIBE_SECRET / UNSUBSCRIBE_URL (unsubscribeLink.ts). */
  unsubscribe?: UnsubscribeSettings
  /** The cancelTrial function's address for the trial reminder's link (signed with the unsubscribe key); default CANCEL_TRIAL_URL or the function's own. */
  cancelTrialUrl?: string
}

/** What one pass did. */
export interface EmailWorkerPass {
  reclaimed: number
  sent: number
  retrying: number
  failed: number
  /** Marketing jobs not sent because their address unsubscribed. */
  cancelled: number
  /** Outcomes not recorded because the job's claim had been taken back meanwhile. */
  lost: number
  /** Launch notices queued this pass (funnels whose content says launched; launchNotices.ts). */
  launchNotices: number
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'cancelled' | 'lost'

interface JobContext {
  db: Db
  services: Pick<CompletionServices, 'content' | 'mail'>
  now: () => Date
  maxAttempts: number
  /** Read once a pass, and only when a job needs it. */
  unsubscribe: () => Promise<UnsubscribeSettings>
  cancelTrialUrl: () => string
}

/** Values only the worker can make: the trial reminder's signed cancel link. */
async function linksOf(job: EmailJob, context: JobContext): Promise<EmailVariables> {
  if (job.templateKey !== 'trialReminder' || !job.orderId) return {}
  return { cancelLink: cancelTrialUrl(context.cancelTrialUrl(), (await context.unsubscribe()).secret, job.orderId, job.language) }
}

async function sendJob(context: JobContext, job: EmailJob): Promise<Outcome> {
  const { db, services, now, maxAttempts, unsubscribe } = context
  const marketing = isMarketingEmail(job)
  // Checked after the claim, right before sending: an unsubscribe that came after the job was
  // claimed still stops it.
  if (marketing && (await isSuppressed(db, job.recipient))) return (await markEmailCancelled(db, job, now(), UNSUBSCRIBED)) ? 'cancelled' : 'lost'
  let messageId: string
  try {
    const email = await renderEmailJob(services.content, job, { unsubscribe: marketing ? await unsubscribe() : undefined, links: await linksOf(job, context) })
    messageId = (await services.mail.send(email)).id
  } catch (error) {
    const failure = { message: describeFailure(error), permanent: isPermanentFailure(error) }
    const outcome = await markEmailFailed(db, job, now(), failure, maxAttempts)
    logger.warn('e-mail job failed', { jobId: job.id, attempts: job.attempts, outcome, error: failure.message })
    return outcome ?? 'lost'
  }
  // Outside the try: a sent e-mail whose record fails (the database gone) is not a failed send;
  // it stays 'sending' and the lease decides.
  return (await markEmailSent(db, job, now(), messageId)) ? 'sent' : 'lost'
}

/** Runs one pass of the worker against `db`; safe to run in any number of processes at once. */
export async function runEmailWorkerPass(db: Db, services: Pick<CompletionServices, 'content' | 'mail'>, options: EmailWorkerOptions = {}): Promise<EmailWorkerPass> {
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 25
  const maxJobs = options.maxJobs ?? 500
  const maxAttempts = options.maxAttempts ?? MAX_EMAIL_ATTEMPTS
  const pass: EmailWorkerPass = { reclaimed: 0, launchNotices: 0, sent: 0, retrying: 0, failed: 0, cancelled: 0, lost: 0 }
  let settings: Promise<UnsubscribeSettings> | undefined
  const unsubscribe = () => (settings ??= options.unsubscribe ? Promise.resolve(options.unsubscribe) : unsubscribeSettingsFromEnv())
  const cancelTrialUrl = () => options.cancelTrialUrl ?? cancelTrialFunctionUrl()
  const context: JobContext = { db, services, now, maxAttempts, unsubscribe, cancelTrialUrl }
  pass.reclaimed = await reclaimStaleEmailJobs(db, now(), options.leaseMs ?? EMAIL_LEASE_MS, maxAttempts)
  pass.launchNotices = await queueLaunchNotices(db, services.content, now())
  let taken = 0
  while (taken < maxJobs) {
    const jobs = await claimDueEmailJobs(db, now(), Math.min(batchSize, maxJobs - taken))
    if (jobs.length === 0) break
    taken += jobs.length
    const outcomes = await Promise.all(jobs.map((job) => sendJob(context, job)))
    for (const outcome of outcomes) pass[outcome] += 1
  }
  return pass
}
