/**
 * What the server knows of a signed-in visitor: when it last heard from them, their country and
 * language, the e-mail they gave, and their A/B assignment per funnel and test. Assignments are
 * first-write-wins (the first exposure, or the server's own choice, stays); only a tester's
 * switch in test mode overwrites one (the callers decide when that is allowed).
 */
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { AssignmentSource } from '../db/tables'

export interface VisitorFacts {
  uid: string
  /** From the geo headers; null leaves the known country as it is. */
  country?: string | null
  language?: string | null
  /** The address the visitor gave; stored lower-cased. */
  email?: string | null
}

/** Creates the visitor or updates what is new about them; lastSeenAt is always now. */
export async function recordVisitor(db: Db, { uid, country = null, language = null, email = null }: VisitorFacts): Promise<void> {
  const address = email?.trim().toLowerCase() || null
  await db
    .insertInto('visitors')
    .values({ uid, lastSeenAt: sql<Date>`now()`, country, language, email: address, emailAt: address ? sql<Date>`now()` : null })
    .onConflict((conflict) =>
      conflict.column('uid').doUpdateSet({
        lastSeenAt: sql<Date>`now()`,
        country: sql<string | null>`coalesce(excluded.country, visitors.country)`,
        language: sql<string | null>`coalesce(excluded.language, visitors.language)`,
        email: sql<string | null>`coalesce(excluded.email, visitors.email)`,
        emailAt: sql<Date | null>`case when excluded.email is null then visitors.email_at else now() end`,
      }),
    )
    .execute()
}

/** The visitor's latest consent choice, stamped with the server's time (the visitor exists: recordVisitor ran first). */
export async function recordConsent(db: Db, uid: string, choice: { analytics: boolean; marketing: boolean; version: string }): Promise<void> {
  await db
    .updateTable('visitors')
    .set({ consentAnalytics: choice.analytics, consentMarketing: choice.marketing, consentVersion: choice.version, consentAt: sql<Date>`now()` })
    .where('uid', '=', uid)
    .execute()
}

/**
 * Records variants by test key for one funnel. 'exposure' and 'server' never replace a recorded
 * variant (first write wins); 'tester' does (only called in test mode).
 */
export async function recordAssignments(db: Db, uid: string, onboardingType: string, variants: Record<string, string>, source: AssignmentSource): Promise<void> {
  const rows = Object.entries(variants).map(([testKey, variant]) => ({ uid, onboardingType, testKey, variant, source }))
  if (rows.length === 0) return
  await db
    .insertInto('abAssignments')
    .values(rows)
    .onConflict((conflict) => {
      const target = conflict.columns(['uid', 'onboardingType', 'testKey'])
      return source === 'tester'
        ? target.doUpdateSet({ variant: (eb) => eb.ref('excluded.variant'), source: (eb) => eb.ref('excluded.source') })
        : target.doNothing()
    })
    .execute()
}

/** The visitor's recorded variants of one funnel, by test key. */
export async function assignmentsOf(db: Db, uid: string, onboardingType: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('abAssignments').select(['testKey', 'variant']).where('uid', '=', uid).where('onboardingType', '=', onboardingType).execute()
  return Object.fromEntries(rows.map((row) => [row.testKey, row.variant]))
}

/** The e-mail this visitor gave, lower-cased; null when they gave none (or are unknown). */
export async function emailOf(db: Db, uid: string): Promise<string | null> {
  const row = await db.selectFrom('visitors').select('email').where('uid', '=', uid).executeTakeFirst()
  return row?.email ?? null
}
