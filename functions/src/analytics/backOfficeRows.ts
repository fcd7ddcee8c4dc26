/**
 * The back office's side of the report: a funnel's orders and succeeded refunds, as rows of the
 * analytics model. Plain reads; the engine does the counting.
 */
import type { Db } from '../db/database'
import type { OrderRow, RefundRow } from './model'

export interface BackOfficeRows {
  orders: OrderRow[]
  refunds: RefundRow[]
}

/** Orders of `funnel` confirmed before `until`, and the refunds of those orders that went through. */
export async function backOfficeRows(db: Db, funnel: string, until: Date): Promise<BackOfficeRows> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'uid', 'onboardingType', 'kind', 'amount', 'currency', 'confirmedAt'])
    .where('onboardingType', '=', funnel)
    .where('confirmedAt', '<', until)
    .execute()
  const refunds = await db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.orderId')
    .select(['refunds.orderId', 'refunds.amount', 'refunds.currency', 'refunds.refundedAt'])
    .where('orders.onboardingType', '=', funnel)
    .where('refunds.status', '=', 'succeeded')
    .where('refunds.refundedAt', 'is not', null)
    .execute()
  return {
    orders: orders.map((o) => ({ id: o.id, visitorId: o.uid, funnel: o.onboardingType, kind: o.kind, amount: Number(o.amount), currency: o.currency, confirmedAt: new Date(o.confirmedAt) })),
    refunds: refunds.map((r) => ({ orderId: r.orderId, amount: Number(r.amount), currency: r.currency, refundedAt: new Date(r.refundedAt!) })),
  }
}
