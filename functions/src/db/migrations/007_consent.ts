/**
 * The visitor's latest consent choice ('Consent changed' through saveLog): analytics and
 * marketing, the banner version they answered and when the server heard it. logFbEvent and
 * logAnalyticsEvent read it to decide what may go to Meta and GA4 (consentGate.ts). Every
 * choice, not only the latest, stays in the event trail (the saveLog sink).
 */
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('visitors')
    .addColumn('consent_analytics', 'boolean')
    .addColumn('consent_marketing', 'boolean')
    .addColumn('consent_version', 'text')
    .addColumn('consent_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visitors').dropColumn('consent_at').dropColumn('consent_version').dropColumn('consent_marketing').dropColumn('consent_analytics').execute()
}
