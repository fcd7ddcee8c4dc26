/**
 * The back office's records told as events of the contract (schemas/events), so a report joins
 * what was bought, refunded and cancelled with the visitor's trail by the visitor's uid (saveLog's
 * userId, the orders' uid). Nothing new is stored: the events are read from the rows that
 * checkout, fulfilment, the refund callable and the webhooks already write:
 *
 * - 'Order paid' / 'Trial started': `orders` (a trial order starts a trial, any other is paid), at `confirmed_at`;
 * - 'Refund issued': `refunds` with status succeeded, at `refunded_at`, with its order's facts;
 * - 'Subscription canceled': `subscriptions` with a `canceled_at`, with its order's facts (by
 *   order id, or by checkout session when fulfilment had not linked it yet).
 */
import { sql } from 'kysely'
import { productEvent, type ProductEvent } from '../../../schemas/events/productEvent'
import type { Db } from '../db/database'
import type { OrderKind } from '../db/tables'

/** An order's facts as the rows hold them (money as `pg` reads numeric: a string). */
export interface OrderFacts {
  id: string
  uid: string | null
  onboardingType: string
  kind: OrderKind
  planId: string
  amount: string | number
  currency: string
  transactionId: string | null
  variants: Record<string, string>
  confirmedAt: Date
}

export interface RefundFacts {
  id: string
  amount: string | number
  currency: string
  reason: string | null
  refundedAt: Date
  order: OrderFacts
}

export interface CancellationFacts {
  subscriptionId: string
  status: string
  canceledAt: Date
  order: OrderFacts
}

/** One server fact, shaped like a saveLog line so a report reads both the same way. */
export interface FactEvent {
  name: string
  value: string
  params: Record<string, unknown>
  /** The visitor's uid (saveLog's userId); null for an order placed without a sign-in. */
  userId: string | null
  onboardingName: string
  occurredAt: string
}

const orderFields = (order: OrderFacts) => ({
  orderId: order.id,
  onboardingType: order.onboardingType,
  planId: order.planId,
  amount: Number(order.amount),
  currency: order.currency,
  variants: order.variants,
})

const line = (event: ProductEvent, order: OrderFacts, at: Date): FactEvent => ({
  name: event.name,
  value: order.id,
  params: { ...event.params },
  userId: order.uid,
  onboardingName: order.onboardingType,
  occurredAt: at.toISOString(),
})

/** 'Trial started' for a trial order, 'Order paid' for any other. */
export function orderEvent(order: OrderFacts): FactEvent {
  const event =
    order.kind === 'trial'
      ? productEvent('trialStarted', { value: order.id, params: { ...orderFields(order), transactionId: order.transactionId } })
      : productEvent('orderPaid', { value: order.id, params: { ...orderFields(order), kind: order.kind, transactionId: order.transactionId } })
  return line(event, order, order.confirmedAt)
}

/** 'Refund issued': the amount and currency are the refund's, the rest the order's. */
export function refundEvent(refund: RefundFacts): FactEvent {
  const params = { ...orderFields(refund.order), amount: Number(refund.amount), currency: refund.currency, refundId: refund.id, reason: refund.reason }
  return line(productEvent('refundIssued', { value: refund.order.id, params }), refund.order, refund.refundedAt)
}

export function cancellationEvent(cancellation: CancellationFacts): FactEvent {
  const params = { ...orderFields(cancellation.order), subscriptionId: cancellation.subscriptionId, status: cancellation.status }
  return line(productEvent('subscriptionCanceled', { value: cancellation.order.id, params }), cancellation.order, cancellation.canceledAt)
}

export interface FactRange {
  /** Inclusive. */
  since: Date
  /** Exclusive. */
  until: Date
}

const ORDER_COLUMNS = ['o.id', 'o.uid', 'o.onboardingType', 'o.kind', 'o.planId', 'o.amount', 'o.currency', 'o.transactionId', 'o.variants', 'o.confirmedAt'] as const

/** Every server fact that happened in the range, oldest first. */
export async function readFactEvents(db: Db, { since, until }: FactRange): Promise<FactEvent[]> {
  const orders = await db.selectFrom('orders as o').select(ORDER_COLUMNS).where('o.confirmedAt', '>=', since).where('o.confirmedAt', '<', until).execute()
  const refunds = await db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .select([...ORDER_COLUMNS, 'r.id as refundId', 'r.amount as refundAmount', 'r.currency as refundCurrency', 'r.reason', 'r.refundedAt'])
    .where('r.status', '=', 'succeeded')
    .where('r.refundedAt', '>=', since)
    .where('r.refundedAt', '<', until)
    .execute()
  const cancellations = await db
    .selectFrom('subscriptions as s')
    .innerJoin('orders as o', (join) => join.on(sql<boolean>`o.id = s.order_id or (s.order_id is null and o.checkout_session_id = s.checkout_session_id)`))
    .select([...ORDER_COLUMNS, 's.id as subscriptionId', 's.status', 's.canceledAt'])
    .where('s.canceledAt', '>=', since)
    .where('s.canceledAt', '<', until)
    .execute()
  const events = [
    ...orders.map(orderEvent),
    ...refunds.flatMap((row) => (row.refundedAt ? [refundEvent({ id: row.refundId, amount: row.refundAmount, currency: row.refundCurrency, reason: row.reason, refundedAt: row.refundedAt, order: row })] : [])),
    ...cancellations.flatMap((row) => (row.canceledAt ? [cancellationEvent({ subscriptionId: row.subscriptionId, status: row.status, canceledAt: row.canceledAt, order: row })] : [])),
  ]
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
}
