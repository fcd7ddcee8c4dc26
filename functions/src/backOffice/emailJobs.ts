/**
 * The durable e-mail schedule: every e-mail to send later is a row (recipient, template,
 * language, send time, state, attempts). Fulfilment adds the follow-ups here; a refund, a
 * cancelled subscription or an unsubscribe cancels what is still pending. The worker that sends
 * due jobs reads the same table.
 */
import type { Db } from '../db/database'
import type { EmailJob } from '../db/tables'

/** What a new job needs: the row's own fields (state, attempts and times are the table's). */
export type ScheduledEmail = Pick<EmailJob, 'orderId' | 'uid' | 'recipient' | 'onboardingType' | 'templateKey' | 'purpose' | 'language' | 'variables' | 'sendAt'>

export async function scheduleEmails(db: Db, emails: readonly ScheduledEmail[]): Promise<EmailJob[]> {
  if (emails.length === 0) return []
  return db
    .insertInto('emailJobs')
    .values(emails.map((email) => ({ ...email, recipient: email.recipient.toLowerCase(), variables: JSON.stringify(email.variables), state: 'pending' as const })))
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
