/**
 * Each provider event is processed exactly once by its id (webhook_events), whatever the order
 * and however often it is delivered, two deliveries at once included:
 *  - a paid checkout (checkout.session.completed, async_payment_succeeded, payment_intent.succeeded,
 *    an inline subscription becoming active) is confirmed first, outside any transaction, by
 *    confirmCheckout, which is idempotent on its own (one order per session, each fulfilment step
 *    claimed once), because it talks to the provider and the mail service;
 *  - then one short transaction locks the event row, skips it if it was processed meanwhile,
 *    applies the event's database changes and sets processed_at, so those happen once.
 * Any failure leaves processed_at empty and is thrown (the endpoint answers 500), so the
 * provider's retry resumes the unfinished work. Transactions never wait on the network: the
 * embedded engine serves one transaction at a time.
 */
import { logger } from 'firebase-functions/logger'
import type { Db } from '../db/database'
import type { Confirmation } from '../fulfilment/confirmCheckout'
import { chargeObjectSchema, idOnlySchema, invoiceObjectSchema, subscriptionObjectSchema, type StripeEventEnvelope } from './eventObjects'
import { applyChargeRefunded, applyInvoiceEvent } from './paymentEvents'
import { applySubscriptionEvent } from './subscriptionEvents'

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'payment_intent.succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'charge.refunded',
] as const

export interface EventDeps {
  /** Confirms the session (or inline payment) by its provider id, asking the provider; null when it is not one of ours or not paid. */
  confirm(sessionId: string): Promise<Confirmation | null>
  now?: () => Date
}

/** Thrown when another run still holds fulfilment steps: the provider retries later, by which time they are done (or stale). */
export class FulfilmentInProgress extends Error {}

interface Plan {
  confirm?: string
  apply?: (trx: Db, now: Date) => Promise<void>
}

function planOf(event: StripeEventEnvelope): Plan {
  const object = event.data.object
  const created = new Date(event.created * 1000)
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'payment_intent.succeeded':
      return { confirm: idOnlySchema.parse(object).id }
    case 'checkout.session.async_payment_failed': {
      const { id } = idOnlySchema.parse(object)
      return { apply: async (trx) => void (await trx.updateTable('checkoutSessions').set({ status: 'failed' }).where('id', '=', id).where('status', '=', 'open').execute()) }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionObjectSchema.parse(object)
      const deleted = event.type === 'customer.subscription.deleted'
      // The inline (Elements) flow has no Checkout session: its subscription id is the session's id.
      const live = subscription.status === 'active' || subscription.status === 'trialing'
      return { ...(live && !deleted ? { confirm: subscription.id } : {}), apply: (trx, now) => applySubscriptionEvent(trx, subscription, created, deleted, now) }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceObjectSchema.parse(object)
      return { apply: (trx) => applyInvoiceEvent(trx, invoice, event.type === 'invoice.paid') }
    }
    case 'charge.refunded': {
      const charge = chargeObjectSchema.parse(object)
      return {
        apply: async (trx, now) => {
          if (!(await applyChargeRefunded(trx, charge, now))) logger.warn('charge.refunded for no order of ours', { eventId: event.id, chargeId: charge.id })
        },
      }
    }
    default:
      return {}
  }
}

/** 'duplicate' when the event was processed before (a retry or a replay): nothing is done again. */
export async function processEvent(db: Db, event: StripeEventEnvelope, account: string, deps: EventDeps): Promise<'processed' | 'duplicate'> {
  const now = deps.now ?? (() => new Date())
  // Parsed first: an object without what we read is refused before anything is written.
  const plan = planOf(event)
  await db.insertInto('webhookEvents').values({ id: event.id, type: event.type, account }).onConflict((conflict) => conflict.column('id').doNothing()).execute()
  const seen = await db.selectFrom('webhookEvents').select('processedAt').where('id', '=', event.id).executeTakeFirstOrThrow()
  if (seen.processedAt) return 'duplicate'

  if (plan.confirm) {
    const confirmation = await deps.confirm(plan.confirm)
    if (confirmation && !confirmation.fulfilled) throw new FulfilmentInProgress(`Fulfilment of order ${confirmation.order.id} is still running elsewhere`)
  }
  const applied = await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('webhookEvents').select('processedAt').where('id', '=', event.id).forUpdate().executeTakeFirstOrThrow()
    if (locked.processedAt) return false
    await plan.apply?.(trx, now())
    await trx.updateTable('webhookEvents').set({ processedAt: now() }).where('id', '=', event.id).execute()
    return true
  })
  return applied ? 'processed' : 'duplicate'
}
