/**
 * Lifecycle e-mail: what the jobs the copy promises need.
 * - email_jobs.dedupe_key: one job per promise (the results e-mail per funnel and address, the
 *   launch notice per order, the refund confirmation per order), however often it is asked for.
 * - checkout_sessions.time_zone: the buyer's IANA time zone from the browser, so a daily lesson
 *   arrives at 09:00 where they live.
 * - launch_waits: the buyers who chose to wait in a waiting room, until the launch notice is queued.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_jobs').addColumn('dedupe_key', 'text').execute()
  await db.schema.createIndex('email_jobs_dedupe_key').on('email_jobs').column('dedupe_key').unique().execute()
  await db.schema.alterTable('checkout_sessions').addColumn('time_zone', 'text').execute()
  await db.schema
    .createTable('launch_waits')
    .addColumn('order_id', 'uuid', (col) => col.primaryKey().references('orders.id'))
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('onboarding_type', 'text', (col) => col.notNull())
    .addColumn('chosen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('launch_waits_waiting').on('launch_waits').columns(['onboarding_type']).where(sql.ref('notified_at'), 'is', null).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('launch_waits').execute()
  await db.schema.alterTable('checkout_sessions').dropColumn('time_zone').execute()
  await db.schema.dropIndex('email_jobs_dedupe_key').execute()
  await db.schema.alterTable('email_jobs').dropColumn('dedupe_key').execute()
}
