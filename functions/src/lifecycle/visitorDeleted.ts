/**
 * A deleted account is sent nothing more: when a visitor's Firebase account is deleted (by
 * themselves through the app, or by support), every pending e-mail job of theirs is cancelled,
 * transactional ones included, because there is no longer anyone to address them to.
 */
import type { Db } from '../db/database'

export const ACCOUNT_DELETED = 'account deleted'

/** Cancels the visitor's pending jobs; answers how many. */
export async function cancelEmailsOfDeletedVisitor(db: Db, uid: string, now = new Date()): Promise<number> {
  const cancelled = await db
    .updateTable('emailJobs')
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: ACCOUNT_DELETED })
    .where('uid', '=', uid)
    .where('state', '=', 'pending')
    .executeTakeFirst()
  return Number(cancelled.numUpdatedRows)
}
