/**
 * The durable e-mail schedule: every e-mail to send later is a row (recipient, template,
 * language, send time, state, attempts). Fulfilment adds the follow-ups here; a refund, a
 * cancelled subscription or an unsubscribe cancels what is still pending. The worker that sends
 * due jobs reads the same table.
 */
import type { Db } from '../db/database'
import type { EmailJob } from '../db/tables'

export interface ScheduledEmail {
  orderId: string | null
  uid: string | null
  recipient: string
  onboardingType: string
  templateKey: string
  purpose: string | null
  language: string
  variables: Record<string, string>
  sendAt: Date
}

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
