/**
 * Whose address a visitor's callables may reach: the paying customer of the visitor's latest
 * confirmed order of the funnel, else the e-mail the same signed-in visitor gave the funnel
 * (`visitors.email`, recorded from the 'Email provided' event). Never an address from the payload.
 */
import type { Db } from '../db/database'
import { latestOrderOf } from './latestOrder'
import { emailOf } from './visitors'

export async function recipientOf(db: Db, uid: string, onboardingType: string): Promise<string | null> {
  const order = await latestOrderOf(db, uid, onboardingType, ['confirmed'])
  return order?.email ?? (await emailOf(db, uid))
}
