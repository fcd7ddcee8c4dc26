/**
 * invoice.paid / invoice.payment_failed (an invoices row; the subscription's own status comes
 * from its customer.subscription.* events) and charge.refunded (the refund recorded, the order
 * refunded, its pending e-mails cancelled).
 */
import { cancelPendingEmails } from '../backOffice/emailJobs'
import type { Db } from '../db/database'
import { fromMinor } from '../payments/money'
import type { ChargeObject, InvoiceObject } from './eventObjects'

export async function applyInvoiceEvent(db: Db, invoice: InvoiceObject, paid: boolean): Promise<void> {
  const subscriptionId = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null
  const status = paid ? ('paid' as const) : ('payment_failed' as const)
  const amount = fromMinor((paid ? invoice.amount_paid : invoice.amount_due) ?? 0)
  await db
    .insertInto('invoices')
    .values({ id: invoice.id, subscriptionId, status, amount, currency: invoice.currency.toUpperCase() })
    .onConflict((conflict) =>
      // A paid invoice stays paid (a failed attempt reported late does not undo it).
      conflict.column('id').doUpdateSet({ status, amount, subscriptionId }).where('invoices.status', '<>', 'paid'),
    )
    .execute()
}

/** The order a charge paid for: by a refund already recorded, the payment intent, the invoice's subscription, or our metadata. */
async function orderOfCharge(db: Db, charge: ChargeObject, refundIds: string[]): Promise<string | undefined> {
  if (refundIds.length > 0) {
    const refund = await db.selectFrom('refunds').select('orderId').where('providerRefundId', 'in', refundIds).executeTakeFirst()
    if (refund) return refund.orderId
  }
  const transactionIds = [charge.payment_intent, charge.metadata?.subscriptionId].filter((value): value is string => Boolean(value))
  if (charge.invoice) {
    const invoice = await db.selectFrom('invoices').select('subscriptionId').where('id', '=', charge.invoice).executeTakeFirst()
    if (invoice?.subscriptionId) transactionIds.push(invoice.subscriptionId)
  }
  if (transactionIds.length > 0) {
    const order = await db.selectFrom('orders').select('id').where('transactionId', 'in', transactionIds).executeTakeFirst()
    if (order) return order.id
  }
  const sessionId = charge.metadata?.checkoutSessionId
  if (!sessionId) return undefined
  return (await db.selectFrom('orders').select('id').where('checkoutSessionId', '=', sessionId).executeTakeFirst())?.id
}

/** Answers false when no order of ours is found for the charge (recorded as an event, nothing else). */
export async function applyChargeRefunded(db: Db, charge: ChargeObject, now: Date): Promise<boolean> {
  const refunds = charge.refunds?.data ?? []
  const refundIds = refunds.map((refund) => refund.id)
  const orderId = await orderOfCharge(db, charge, refundIds)
  if (!orderId) return false

  // The refund request path may have written the row first (by order, with or without the provider's id).
  const existing = await db
    .selectFrom('refunds')
    .select(['id', 'providerRefundId'])
    .where((eb) => eb.or([eb('orderId', '=', orderId), ...(refundIds.length > 0 ? [eb('providerRefundId', 'in', refundIds)] : [])]))
    .executeTakeFirst()
  const amount = fromMinor(charge.amount_refunded)
  if (existing) {
    await db
      .updateTable('refunds')
      .set({ status: 'succeeded', refundedAt: now, amount, providerRefundId: existing.providerRefundId ?? refundIds[0] ?? null })
      .where('id', '=', existing.id)
      .execute()
  } else {
    await db
      .insertInto('refunds')
      .values({ orderId, providerRefundId: refundIds[0] ?? null, amount, currency: charge.currency.toUpperCase(), status: 'succeeded', reason: refunds[0]?.reason ?? null, refundedAt: now })
      .execute()
  }
  await db.updateTable('orders').set({ status: 'refunded', closedAt: now }).where('id', '=', orderId).where('status', '<>', 'refunded').execute()
  await cancelPendingEmails(db, orderId, 'refunded', now)
  return true
}
