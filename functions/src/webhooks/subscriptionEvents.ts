/**
 * customer.subscription.created/updated/deleted: the subscription row by the provider's id,
 * holding the state of the newest event seen (state_at = the event's `created`), so events that
 * arrive out of order never roll a state back. A deletion cancels the subscription's order and
 * its pending e-mails.
 */
import { sql } from 'kysely'
import { cancelPendingEmails } from '../backOffice/emailJobs'
import type { Db } from '../db/database'
import { toDate, type SubscriptionObject } from './eventObjects'

export async function applySubscriptionEvent(db: Db, subscription: SubscriptionObject, eventCreated: Date, deleted: boolean, now: Date): Promise<void> {
  const order = await db.selectFrom('orders').select(['id', 'checkoutSessionId']).where('transactionId', '=', subscription.id).executeTakeFirst()
  const periodEnd = subscription.current_period_end ?? subscription.items?.data[0]?.current_period_end
  const state = {
    status: deleted ? 'canceled' : subscription.status,
    trialEnd: toDate(subscription.trial_end),
    currentPeriodEnd: toDate(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    canceledAt: toDate(subscription.canceled_at) ?? (deleted ? eventCreated : null),
    stateAt: eventCreated,
    updatedAt: now,
  }
  await db
    .insertInto('subscriptions')
    .values({ id: subscription.id, orderId: order?.id ?? null, checkoutSessionId: order?.checkoutSessionId ?? null, ...state })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet(state)
        // Newer wins; on a tie (events of the same second) a cancellation is never undone.
        .where(sql<boolean>`subscriptions.state_at < excluded.state_at or (subscriptions.state_at = excluded.state_at and subscriptions.status <> 'canceled')`),
    )
    .execute()

  if (!deleted) return
  const row = await db.selectFrom('subscriptions').select('orderId').where('id', '=', subscription.id).executeTakeFirst()
  const orderId = row?.orderId ?? order?.id
  if (!orderId) return
  await db.updateTable('orders').set({ status: 'cancelled', closedAt: now }).where('id', '=', orderId).where('status', '=', 'confirmed').execute()
  await cancelPendingEmails(db, orderId, 'subscription canceled', now)
}
