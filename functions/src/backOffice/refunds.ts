/**
 * The refund and cancellation records. One refunds row per order: the waiting room's request
 * claims it before the provider is asked, and the charge.refunded webhook updates the same row
 * (by order, then by provider refund id), so either may arrive first and nothing is counted twice.
 */
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { OrderStatus } from '../db/tables'

/** A request left 'requested' this long (the process died mid-way) may be taken up again. */
const STALE_REQUEST = "interval '10 minutes'"

export interface RefundClaim {
  orderId: string
  amount: number
  currency: string
  requestedBy: string
  reason: string | null
}

/** Claims the order's refund; false when it was asked before and is not failed or stale. */
export async function claimRefund(db: Db, claim: RefundClaim): Promise<boolean> {
  const claimed = await db
    .insertInto('refunds')
    .values({ ...claim, status: 'requested' })
    .onConflict((conflict) =>
      conflict
        .column('orderId')
        .doUpdateSet({ status: 'requested', requestedBy: claim.requestedBy, reason: claim.reason })
        .where((eb) => eb.or([eb('refunds.status', '=', 'failed'), eb.and([eb('refunds.status', '=', 'requested'), eb('refunds.requestedAt', '<', sql<Date>`now() - ${sql.raw(STALE_REQUEST)}`)])])),
    )
    .returning('id')
    .executeTakeFirst()
  return claimed !== undefined
}

export async function refundOfOrder(db: Db, orderId: string) {
  return db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).executeTakeFirst()
}

/** The provider refunded: the row says so (the webhook may have said it already). */
export async function recordRefundSucceeded(db: Db, orderId: string, refund: { refundId: string; amount: number; currency: string }, now = new Date()): Promise<void> {
  await db
    .updateTable('refunds')
    .set((eb) => ({ status: 'succeeded', providerRefundId: refund.refundId, amount: refund.amount, currency: refund.currency, refundedAt: eb.fn.coalesce('refundedAt', sql<Date>`${now}`) }))
    .where('orderId', '=', orderId)
    .execute()
}

/** The provider refused or failed: a later request may try again. */
export async function recordRefundFailed(db: Db, orderId: string): Promise<void> {
  await db.updateTable('refunds').set({ status: 'failed' }).where('orderId', '=', orderId).where('status', '=', 'requested').execute()
}

/** Moves a confirmed order to refunded or cancelled; false when it was not confirmed any more. */
export async function closeOrder(db: Db, orderId: string, status: Exclude<OrderStatus, 'confirmed'>, now = new Date()): Promise<boolean> {
  const closed = await db.updateTable('orders').set({ status, closedAt: now }).where('id', '=', orderId).where('status', '=', 'confirmed').executeTakeFirst()
  return Number(closed.numUpdatedRows) > 0
}

/** Undoes closeOrder when the provider could not cancel: the order still charges, so it is still confirmed. */
export async function reopenOrder(db: Db, orderId: string, status: Exclude<OrderStatus, 'confirmed'>): Promise<void> {
  await db.updateTable('orders').set({ status: 'confirmed', closedAt: null }).where('id', '=', orderId).where('status', '=', status).execute()
}

/** The subscription is cancelled at the provider: recorded, or its row created when fulfilment had not written one. */
export async function recordSubscriptionCancelled(db: Db, subscription: { id: string; orderId: string; checkoutSessionId: string }, canceledAt: Date): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ ...subscription, status: 'canceled', canceledAt, stateAt: canceledAt, updatedAt: canceledAt })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        status: 'canceled',
        cancelAtPeriodEnd: false,
        canceledAt: eb.fn.coalesce('subscriptions.canceledAt', 'excluded.canceledAt'),
        stateAt: sql<Date>`greatest(subscriptions.state_at, excluded.state_at)`,
        updatedAt: sql<Date>`now()`,
      })),
    )
    .execute()
}
