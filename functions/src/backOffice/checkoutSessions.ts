/**
 * The checkout sessions the server created, with what it decided they cost and whose they are.
 * A row is written when the provider's session is created (createPaymentCheckout,
 * createElementsSubscription) and read whenever the session comes back (the return page's
 * status check, a webhook), so the provider's word is joined with ours.
 */
import type { Db } from '../db/database'
import type { CheckoutSessionRow, NewCheckoutSession } from '../db/tables'

export type NewSession = Omit<NewCheckoutSession, 'variants' | 'variables' | 'status'> & {
  variants: Record<string, string>
  variables: Record<string, string>
}

/** Records a new open session; a session id recorded before is left as it is. */
export async function recordCheckoutSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('checkoutSessions')
    .values({ ...session, status: 'open', variants: JSON.stringify(session.variants), variables: JSON.stringify(session.variables) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute()
}

export async function checkoutSessionById(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The open session created for the same purchase (uid, option, decided pricing), for an idempotent create. */
export async function checkoutSessionByIdempotencyKey(db: Db, key: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('idempotencyKey', '=', key).executeTakeFirst()
}

/** Whether the caller may see the session: only the auth uid that created it (a session made without one is nobody's). */
export const ownsSession = (session: Pick<CheckoutSessionRow, 'uid'>, authUid: string | null): boolean => authUid !== null && session.uid === authUid
