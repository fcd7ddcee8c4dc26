/**
 * The mail worker's lease: when a worker claimed a job ('sending'), so a job whose worker crashed
 * mid-send can be told from one still being sent and handed back after the lease; and the
 * provider's message id of a sent job, to match a later bounce to it.
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_jobs').addColumn('claimed_at', 'timestamptz').execute()
  await db.schema.alterTable('email_jobs').addColumn('message_id', 'text').execute()
  await db.schema.createIndex('email_jobs_claimed').on('email_jobs').columns(['state', 'claimed_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_jobs_claimed').execute()
  await db.schema.alterTable('email_jobs').dropColumn('message_id').execute()
  await db.schema.alterTable('email_jobs').dropColumn('claimed_at').execute()
}
