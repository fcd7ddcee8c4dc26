/**
 * The caller's orders as the back office reads them: the latest order of a funnel for an auth
 * uid (with the paying customer's address), what it actually charged, its subscriptions, and the
 * course login fulfilment recorded. Only ever asked with the caller's own uid.
 */
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Order, OrderStatus, SubscriptionRow } from '../db/tables'

export type CallerOrder = Order & { email: string }

/** The uid's newest order of the funnel (of the given statuses, any by default), or undefined. */
export async function latestOrderOf(db: Db, uid: string, onboardingType: string, statuses?: readonly OrderStatus[]): Promise<CallerOrder | undefined> {
  let query = db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customerId')
    .selectAll('orders')
    .select('customers.email')
    .where('orders.uid', '=', uid)
    .where('orders.onboardingType', '=', onboardingType)
  if (statuses) query = query.where('orders.status', 'in', statuses)
  return query.orderBy('orders.confirmedAt', 'desc').orderBy('orders.id', 'desc').limit(1).executeTakeFirst()
}

export async function subscriptionsOf(db: Db, order: Pick<Order, 'id'>): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('orderId', '=', order.id).execute()
}

/** A subscription that will still charge: trialing or active, neither cancelled nor ending at the period's end. */
export const stillCharges = (subscription: SubscriptionRow): boolean =>
  ['trialing', 'active'].includes(subscription.status) && subscription.canceledAt === null && !subscription.cancelAtPeriodEnd

/**
 * Money actually taken for the order: the amount charged at confirmation, or for a trial that
 * has since converted the largest paid invoice of its subscriptions. 0 means nothing to refund.
 */
export async function chargedAmountOf(db: Db, order: Pick<Order, 'id' | 'amount'>): Promise<number> {
  const atConfirmation = Number(order.amount)
  if (atConfirmation > 0) return atConfirmation
  const invoice = await db
    .selectFrom('invoices')
    .innerJoin('subscriptions', 'subscriptions.id', 'invoices.subscriptionId')
    .select((eb) => eb.fn.max('invoices.amount').as('amount'))
    .where('subscriptions.orderId', '=', order.id)
    .where('invoices.status', '=', 'paid')
    .executeTakeFirst()
  return Number(invoice?.amount ?? 0)
}

/** The course login fulfilment stored with the order's enrolment step, if it enrolled the buyer. */
export async function courseLoginUrlOf(db: Db, order: Pick<Order, 'id'>): Promise<string | undefined> {
  const row = await db
    .selectFrom('fulfilmentSteps')
    .select(sql<string>`result->>'courseLoginUrl'`.as('url'))
    .where('orderId', '=', order.id)
    .where(sql<boolean>`result->>'courseLoginUrl' is not null`)
    .orderBy('doneAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.url ?? undefined
}
