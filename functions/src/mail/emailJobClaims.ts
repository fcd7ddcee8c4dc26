/**
 * The e-mail schedule's state changes, each one statement so two workers never disagree:
 * claiming due jobs ('pending' -> 'sending', FOR UPDATE SKIP LOCKED, so concurrent workers take
 * disjoint batches), recording the outcome, and handing back the jobs of a worker that crashed.
 * A claim's attempt number fences its outcome: a worker whose lease expired (its job was taken
 * back and claimed again) cannot overwrite the newer claim's result.
 */
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { EmailJob, EmailJobState } from '../db/tables'
import { retryDelayMs } from './retryDelay'

/** A job 'sending' for longer than this is presumed abandoned by a crashed worker. */
export const EMAIL_LEASE_MS = 5 * 60 * 1000

/**
 * Claims up to `limit` due pending jobs, earliest first; each claim counts as an attempt. The due
 * rows are chosen once, in a MATERIALIZED CTE: as an `in (select … limit)` subquery the planner
 * may run the limited select again for every row it updates, and then claims every due job.
 */
export async function claimDueEmailJobs(db: Db, now: Date, limit: number): Promise<EmailJob[]> {
  const claimed = await db
    .with(
      (wb) => wb('due').materialized(),
      (qb) => qb.selectFrom('emailJobs').select('id').where('state', '=', 'pending').where('sendAt', '<=', now).orderBy('sendAt').limit(limit).forUpdate().skipLocked(),
    )
    .updateTable('emailJobs')
    .set((eb) => ({ state: 'sending', claimedAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    // Re-checked on the row's newest version: a job cancelled or claimed meanwhile is left alone.
    .where('state', '=', 'pending')
    .returningAll()
    .execute()
  return claimed.sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime())
}

const fenced = (db: Db, job: EmailJob) =>
  db.updateTable('emailJobs').where('id', '=', job.id).where('state', '=', 'sending').where('attempts', '=', job.attempts)

/** Records the send; false when the claim was no longer ours (taken back after the lease). */
export async function markEmailSent(db: Db, job: EmailJob, now: Date, messageId: string | null): Promise<boolean> {
  const result = await fenced(db, job).set({ state: 'sent', sentAt: now, messageId, lastError: null, claimedAt: null }).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Cancels a claimed job instead of sending it (its address unsubscribed); false when the claim was no longer ours. */
export async function markEmailCancelled(db: Db, job: EmailJob, now: Date, reason: string): Promise<boolean> {
  const result = await fenced(db, job).set({ state: 'cancelled', cancelledAt: now, cancelReason: reason, claimedAt: null }).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type FailureOutcome = 'retrying' | 'failed'

/**
 * Records a failed attempt: back to 'pending' after the back-off, or 'failed' when the failure is
 * permanent or this was the last attempt. Null when the claim was no longer ours.
 */
export async function markEmailFailed(db: Db, job: EmailJob, now: Date, error: { message: string; permanent: boolean }, maxAttempts: number): Promise<FailureOutcome | null> {
  const giveUp = error.permanent || job.attempts >= maxAttempts
  const lastError = giveUp && !error.permanent ? `${error.message} (gave up after ${job.attempts} attempts)` : error.message
  const result = await fenced(db, job)
    .set(giveUp ? { state: 'failed', lastError, claimedAt: null } : { state: 'pending', lastError, claimedAt: null, sendAt: new Date(now.getTime() + retryDelayMs(job.attempts)) })
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return null
  return giveUp ? 'failed' : 'retrying'
}

/**
 * Hands back jobs 'sending' since before the lease: 'pending' to be sent again (the crashed
 * worker may or may not have sent it; sending again is the lesser harm than never), or 'failed'
 * when it has used its attempts. Answers how many were taken back.
 */
export async function reclaimStaleEmailJobs(db: Db, now: Date, leaseMs: number, maxAttempts: number): Promise<number> {
  const staleBefore = new Date(now.getTime() - leaseMs)
  const note = `The worker that claimed it did not finish within ${Math.round(leaseMs / 1000)} s (crashed or stopped)`
  const result = await db
    .updateTable('emailJobs')
    .set((eb) => ({
      state: eb.case().when('attempts', '>=', maxAttempts).then(sql.lit<EmailJobState>('failed')).else(sql.lit<EmailJobState>('pending')).end(),
      lastError: note,
      claimedAt: null,
    }))
    .where('state', '=', 'sending')
    .where('claimedAt', '<', staleBefore)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
