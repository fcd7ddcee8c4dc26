/**
 * call_counts grows by a row per visitor, callable and window (every event call counts), so old
 * windows are deleted (backOffice/pruneCallCounts.ts). The delete selects by window_start, which
 * the primary key (uid, callable, window_start) cannot serve: it gets its own index.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('call_counts_window_start').on('call_counts').column('window_start').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('call_counts_window_start').execute()
}
