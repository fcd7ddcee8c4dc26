/**
 * The database side of a confirmed checkout, in one short transaction: the customer (one per
 * lower-cased e-mail), the order (one per checkout session), the subscription row for a
 * subscription, and the session marked complete. Running it again for the same session changes
 * nothing and answers the same order.
 */
import { sql } from 'kysely'
import type { StatusAnswer } from '../../../schemas/payments/wire'
import type { Db } from '../db/database'
import type { CheckoutSessionRow, Order, OrderKind } from '../db/tables'

const DAY_MS = 24 * 60 * 60 * 1000
/** The state_at of a subscription row no provider event has described yet. */
export const NO_EVENT_YET = new Date(0)

/** The order and the e-mail address its customer paid with (the recipient of everything that follows). */
export interface RecordedOrder {
  order: Order
  email: string
}

export function orderKindOf(session: Pick<CheckoutSessionRow, 'mode' | 'trialDays'>): OrderKind {
  if (session.mode === 'payment') return 'one_time'
  return (session.trialDays ?? 0) > 0 ? 'trial' : 'subscription'
}

export async function recordOrder(db: Db, session: CheckoutSessionRow, status: StatusAnswer, now: Date = new Date()): Promise<RecordedOrder> {
  // The provider's address is the one the customer actually paid with; ours is what the visitor typed.
  const email = (status.customerEmail ?? session.email).trim().toLowerCase()
  const kind = orderKindOf(session)
  return db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto('customers')
      .values({ email, uid: session.uid, providerCustomerId: status.customerId ?? null })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet((eb) => ({
          uid: eb.fn.coalesce('customers.uid', eb.ref('excluded.uid')),
          providerCustomerId: eb.fn.coalesce('customers.providerCustomerId', eb.ref('excluded.providerCustomerId')),
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow()

    await trx
      .insertInto('orders')
      .values({
        checkoutSessionId: session.id,
        customerId: customer.id,
        uid: session.uid,
        onboardingType: session.onboardingType,
        kind,
        planId: session.planId,
        priceOptionId: session.priceOptionId,
        // Charged now: nothing during a trial, else what the provider says it took.
        amount: kind === 'trial' ? 0 : (status.amount ?? session.amount),
        currency: status.currency ?? session.currency,
        transactionId: status.transactionId ?? null,
        status: 'confirmed',
        language: session.language,
        variants: JSON.stringify(session.variants),
        confirmedAt: now,
      })
      .onConflict((conflict) => conflict.column('checkoutSessionId').doNothing())
      .execute()
    const order = await trx.selectFrom('orders').selectAll().where('checkoutSessionId', '=', session.id).executeTakeFirstOrThrow()

    if (session.mode === 'subscription' && order.transactionId) {
      const trialDays = session.trialDays ?? 0
      await trx
        .insertInto('subscriptions')
        .values({
          id: order.transactionId,
          orderId: order.id,
          checkoutSessionId: session.id,
          status: trialDays > 0 ? 'trialing' : 'active',
          trialEnd: trialDays > 0 ? new Date(now.getTime() + trialDays * DAY_MS) : null,
          currentPeriodEnd: null,
          // Our guess until the provider speaks: any event about this subscription is newer and wins.
          stateAt: NO_EVENT_YET,
          updatedAt: now,
        })
        .onConflict((conflict) =>
          // A subscription event came first: keep its state, link the order.
          conflict.column('id').doUpdateSet((eb) => ({
            orderId: eb.fn.coalesce('subscriptions.orderId', eb.ref('excluded.orderId')),
            checkoutSessionId: eb.fn.coalesce('subscriptions.checkoutSessionId', eb.ref('excluded.checkoutSessionId')),
          })),
        )
        .execute()
    }

    await trx
      .updateTable('checkoutSessions')
      .set({ status: 'complete', completedAt: sql<Date>`coalesce(completed_at, ${now})` })
      .where('id', '=', session.id)
      .execute()

    const { email: customerEmail } = await trx.selectFrom('customers').select('email').where('id', '=', order.customerId).executeTakeFirstOrThrow()
    return { order, email: customerEmail }
  })
}
