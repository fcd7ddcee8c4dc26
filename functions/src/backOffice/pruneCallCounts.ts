/**
 * Deletes the call counts of windows long over. A count only matters while its window is open
 * (an hour at most: DEFAULT_CALL_LIMIT); a day's worth is kept so support can still see who was
 * limited yesterday. Run once a day by the pruneCallCounts scheduled function.
 */
import type { Db } from '../db/database'

export const CALL_COUNTS_KEPT_MS = 24 * 60 * 60 * 1000

/** Deletes the windows that started more than `keptMs` before `now`; answers how many rows went. */
export async function pruneCallCounts(db: Db, now: Date = new Date(), keptMs = CALL_COUNTS_KEPT_MS): Promise<number> {
  const result = await db
    .deleteFrom('callCounts')
    .where('windowStart', '<', new Date(now.getTime() - keptMs))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
