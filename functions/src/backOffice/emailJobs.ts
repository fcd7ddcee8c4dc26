/**
 * The durable e-mail schedule: every e-mail to send later is a row (recipient, template,
 * language, send time, state, attempts). Fulfilment adds the follow-ups here; a refund, a
 * cancelled subscription or an unsubscribe cancels what is still pending. The worker that sends
 * due jobs reads the same table.
 */
import type { Db } from '../db/database'
import type { EmailJob } from '../db/tables'
import { invalidAddressError, isDeliverableAddress } from '../mail/deliverableAddress'

/** What a new job needs: the row's own fields (state, attempts and times are the table's); a dedupe key makes it once only. */
export type ScheduledEmail = Pick<EmailJob, 'orderId' | 'uid' | 'recipient' | 'onboardingType' | 'templateKey' | 'purpose' | 'language' | 'variables' | 'sendAt'> & {
  dedupeKey?: string | null
}

/**
 * Adds the jobs; answers the rows inserted. A job whose dedupe key exists already is skipped (the
 * promise is kept once). An address no server accepts is recorded as a failed job with the
 * reason, never silently dropped, so the customer record shows why nothing arrived.
 */
export async function scheduleEmails(db: Db, emails: readonly ScheduledEmail[]): Promise<EmailJob[]> {
  if (emails.length === 0) return []
  return db
    .insertInto('emailJobs')
    .values(
      emails.map(({ dedupeKey = null, ...email }) => {
        const recipient = email.recipient.trim().toLowerCase()
        const deliverable = isDeliverableAddress(recipient)
        return {
          ...email,
          recipient,
          dedupeKey,
          variables: JSON.stringify(email.variables),
          state: deliverable ? ('pending' as const) : ('failed' as const),
          lastError: deliverable ? null : invalidAddressError(recipient),
        }
      }),
    )
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .returningAll()
    .execute()
}

/** Cancels the order's pending jobs; answers how many were cancelled. */
export async function cancelPendingEmails(db: Db, orderId: string, reason: string, now = new Date()): Promise<number> {
  const cancelled = await db
    .updateTable('emailJobs')
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason })
    .where('orderId', '=', orderId)
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return Number(cancelled.numUpdatedRows)
}

export async function emailJobsOfOrder(db: Db, orderId: string): Promise<EmailJob[]> {
  return db.selectFrom('emailJobs').selectAll().where('orderId', '=', orderId).orderBy('sendAt').execute()
}
