/**
 * How often one visitor may ask a callable: a count per visitor, callable and fixed window in
 * `call_counts`, raised in one upsert so concurrent calls count exactly. Over the limit is
 * 'resource-exhausted' (refused calls count too, so probing does not reset the limit).
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { sql } from 'kysely'
import type { Db } from '../db/database'

export interface CallLimit {
  /** Calls allowed per window. */
  max: number
  windowMs: number
}

/** 5 calls per visitor and callable an hour: a completion flow needs 1-3. */
export const DEFAULT_CALL_LIMIT: CallLimit = { max: 5, windowMs: 60 * 60 * 1000 }

/** Counts the call; throws 'resource-exhausted' past the limit. Answers the call's number in its window. */
export async function limitCalls(db: Db, uid: string, callable: string, limit: CallLimit = DEFAULT_CALL_LIMIT, now: Date = new Date()): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs)
  const row = await db
    .insertInto('callCounts')
    .values({ uid, callable, windowStart, count: 1 })
    .onConflict((conflict) => conflict.columns(['uid', 'callable', 'windowStart']).doUpdateSet({ count: sql<number>`call_counts.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow()
  if (row.count > limit.max) {
    const retryAt = new Date(windowStart.getTime() + limit.windowMs)
    throw new HttpsError('resource-exhausted', `${callable}: at most ${limit.max} calls per visitor until ${retryAt.toISOString()}`)
  }
  return row.count
}
