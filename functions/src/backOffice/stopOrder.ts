/**
 * Stopping an order that has not charged anything: its subscriptions are cancelled at the
 * provider (so the trial never turns into a charge) and its pending e-mails are cancelled. Used by
 * the waiting room's choice (requestRefund) and the trial reminder's cancel link (cancelTrial).
 */
import type { Db } from '../db/database'
import type { Order } from '../db/tables'
import type { PaymentProvider } from '../payments/provider'
import { cancelPendingEmails } from './emailJobs'
import { stillCharges, subscriptionsOf } from './latestOrder'
import { closeOrder, recordSubscriptionCancelled, reopenOrder } from './refunds'

/** Cancels at the provider every subscription of the order that would still charge, and records it. */
export async function stopSubscriptions(db: Db, order: Order, providerOf: () => Promise<PaymentProvider>): Promise<void> {
  const recorded = await subscriptionsOf(db, order)
  const ids = recorded.filter(stillCharges).map((subscription) => subscription.id)
  // Fulfilment writes the subscription row; until it has, the order's own transaction names it.
  if (recorded.length === 0 && order.kind !== 'one_time' && order.transactionId?.startsWith('sub_')) ids.push(order.transactionId)
  for (const id of ids) {
    const { canceledAt } = await (await providerOf()).cancelSubscription({ sessionId: order.checkoutSessionId, transactionId: order.transactionId, subscriptionId: id })
    await recordSubscriptionCancelled(db, { id, orderId: order.id, checkoutSessionId: order.checkoutSessionId }, canceledAt)
  }
}

/**
 * Closes a confirmed order that charged nothing as 'cancelled'; answers false when it was closed
 * already. A provider that fails reopens the order, so the next attempt tries again.
 */
export async function cancelUnchargedOrder(db: Db, order: Order, providerOf: () => Promise<PaymentProvider>): Promise<boolean> {
  if (!(await closeOrder(db, order.id, 'cancelled'))) return false
  try {
    await stopSubscriptions(db, order, providerOf)
  } catch (error) {
    await reopenOrder(db, order.id, 'cancelled')
    throw error
  }
  await cancelPendingEmails(db, order.id, 'cancelled')
  return true
}
