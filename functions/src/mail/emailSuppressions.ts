/**
 * The suppression list: an address that unsubscribed gets no further marketing e-mail. Recording
 * it also cancels that address's pending marketing jobs, in one transaction; the worker checks
 * the list again before each marketing send, for jobs claimed meanwhile.
 */
import type { Db } from '../db/database'
import { marketingJobs } from './marketingEmail'

export const UNSUBSCRIBED = 'unsubscribed'

/** Records the suppression (idempotent: the first reason and time stay) and cancels pending marketing jobs; answers how many it cancelled. */
export async function suppressAddress(db: Db, address: string, now: Date, reason = UNSUBSCRIBED): Promise<number> {
  const email = address.toLowerCase()
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('emailSuppressions').values({ email, reason, createdAt: now }).onConflict((oc) => oc.column('email').doNothing()).execute()
    const cancelled = await trx
      .updateTable('emailJobs')
      .set({ state: 'cancelled', cancelledAt: now, cancelReason: reason })
      .where('recipient', '=', email)
      .where('state', '=', 'pending')
      .where(marketingJobs)
      .executeTakeFirst()
    return Number(cancelled.numUpdatedRows)
  })
}

/** True when the address may get no marketing e-mail. */
export async function isSuppressed(db: Db, address: string): Promise<boolean> {
  const row = await db.selectFrom('emailSuppressions').select('email').where('email', '=', address.toLowerCase()).executeTakeFirst()
  return row !== undefined
}
