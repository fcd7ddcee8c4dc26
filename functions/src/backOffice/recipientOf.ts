/**
 * Whose address a visitor's callables may reach: the paying customer of the visitor's latest
 * confirmed order of the funnel, else the e-mail the same signed-in visitor gave the funnel
 * (`visitors.email`, recorded from the 'Email provided' event). Never an address from the payload.
 */
import { sql } from 'kysely'
import type { Db } from '../db/database'
import { latestOrderOf } from './latestOrder'

/** PostgreSQL's undefined_column: a database migrated before `visitors.email` existed. */
const UNDEFINED_COLUMN = '42703'

/** The address the visitor gave, read defensively so a database without the column answers none. */
async function visitorEmailOf(db: Db, uid: string): Promise<string | null> {
  try {
    const { rows } = await sql<{ email: string | null }>`select email from visitors where uid = ${uid}`.execute(db)
    return rows[0]?.email?.toLowerCase() ?? null
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === UNDEFINED_COLUMN) return null
    throw error
  }
}

export async function recipientOf(db: Db, uid: string, onboardingType: string): Promise<string | null> {
  const order = await latestOrderOf(db, uid, onboardingType, ['confirmed'])
  return order?.email ?? (await visitorEmailOf(db, uid))
}
