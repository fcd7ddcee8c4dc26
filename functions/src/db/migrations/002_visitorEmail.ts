/**
 * The e-mail a signed-in visitor gave (the funnel's 'Email provided' event), so the server can
 * tell whom a visitor may ask to be mailed; and A/B assignments scoped by funnel: test keys repeat
 * across funnels with different variants (pricingSetKey is default/second in leadership,
 * control/low in parentingexp), and one browser (one uid) may take several funnels.
 */
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visitors').addColumn('email', 'text', (col) => col.check(sql`email = lower(email)`)).execute()
  await db.schema.alterTable('visitors').addColumn('email_at', 'timestamptz').execute()
  await db.schema.alterTable('ab_assignments').addColumn('onboarding_type', 'text', (col) => col.notNull().defaultTo('')).execute()
  await db.schema.alterTable('ab_assignments').alterColumn('onboarding_type', (col) => col.dropDefault()).execute()
  await db.schema.alterTable('ab_assignments').dropConstraint('ab_assignments_pk').execute()
  await db.schema.alterTable('ab_assignments').addPrimaryKeyConstraint('ab_assignments_pk', ['uid', 'onboarding_type', 'test_key']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ab_assignments').dropConstraint('ab_assignments_pk').execute()
  // Without the funnel a (uid, test) may have several rows; keep one per pair.
  await sql`delete from ab_assignments a using ab_assignments b where a.uid = b.uid and a.test_key = b.test_key and a.onboarding_type > b.onboarding_type`.execute(db)
  await db.schema.alterTable('ab_assignments').dropColumn('onboarding_type').execute()
  await db.schema.alterTable('ab_assignments').addPrimaryKeyConstraint('ab_assignments_pk', ['uid', 'test_key']).execute()
  await db.schema.alterTable('visitors').dropColumn('email_at').execute()
  await db.schema.alterTable('visitors').dropColumn('email').execute()
}
