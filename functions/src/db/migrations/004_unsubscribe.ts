/**
 * One-click unsubscribe: an address in email_suppressions gets no further marketing e-mail
 * (follow-ups), while transactional e-mail (receipts, refunds, legal notices) still goes out.
 * Keyed by the lower-cased address, as email_jobs stores its recipients.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_suppressions')
    .addColumn('email', 'text', (col) => col.primaryKey().check(sql`email = lower(email)`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_suppressions').execute()
}
