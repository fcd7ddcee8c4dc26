/**
 * requestRefund: the waiting room's refund choice, made real. Money charged is refunded through
 * the provider that took it; a trial that charged nothing is cancelled instead (a refund is never
 * offered for nothing). Either way the order stops: its subscription never charges again and its
 * pending e-mails are cancelled, and a refund is confirmed by e-mail with the business days the
 * visitor's waiting room promised. A second request answers 'already' and repeats nothing; a
 * request that died half-way finishes the cancellations on the next call.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'
import { refundRequestSchema, type RefundAnswer, type RefundRequest } from '../../../schemas/backOffice/wire'
import type { CallContext, Handler } from '../callable'
import { database, type Db } from '../db/database'
import type { CheckoutSessionRow } from '../db/tables'
import type { PaymentProvider } from '../payments/provider'
import { providerOfSession } from '../payments/providerOfSession'
import { checkoutSessionById } from './checkoutSessions'
import { cancelPendingEmails, scheduleEmails } from './emailJobs'
import { sharedContentReader, type ContentReader } from '../completion/contentReader'
import { refundConfirmationEmail } from '../lifecycle/refundConfirmation'
import { chargedAmountOf, latestOrderOf, type CallerOrder } from './latestOrder'
import { claimRefund, closeOrder, recordRefundFailed, recordRefundSucceeded, refundOfOrder } from './refunds'
import { cancelUnchargedOrder, stopSubscriptions } from './stopOrder'

export const requestRefundPayload = refundRequestSchema

export interface RefundServices {
  db: () => Db
  providerOf: (session: CheckoutSessionRow, context: CallContext) => PaymentProvider
  /** The funnel content the refund confirmation is written from; without it none is sent. */
  content?: () => ContentReader
}

/** Queues the refund confirmation; the refund stands whatever happens here, so a failure is logged, not thrown. */
async function confirmRefund(db: Db, order: CallerOrder, refund: { amount: number; currency: string }, content: (() => ContentReader) | undefined): Promise<void> {
  if (!content) return
  try {
    const email = refundConfirmationEmail({ funnel: await content().funnel(order.onboardingType), order, recipient: order.email, refund, now: new Date() })
    if (email) await scheduleEmails(db, [email])
  } catch (error) {
    logger.error('requestRefund: the refund confirmation was not queued', { orderId: order.id, error: String(error) })
  }
}

export function requestRefundWith(services: RefundServices): Handler<RefundRequest, RefundAnswer> {
  return async (request: RefundRequest, context: CallContext) => {
    const uid = context.authUid
    if (!uid) throw new HttpsError('unauthenticated', 'requestRefund needs a signed-in visitor')
    const db = services.db()
    const providerOf = async (order: CallerOrder) => {
      const session = await checkoutSessionById(db, order.checkoutSessionId)
      if (!session) throw new HttpsError('failed-precondition', `Order ${order.id} has no recorded checkout session`)
      return services.providerOf(session, context)
    }

    const order = await latestOrderOf(db, uid, request.onboardingType, ['confirmed'])
    if (!order) {
      const closed = await latestOrderOf(db, uid, request.onboardingType)
      if (!closed) return { outcome: 'nothingToRefund' }
      // Asked before: finish what an interrupted request left (idempotent), then say so.
      await stopSubscriptions(db, closed, () => providerOf(closed))
      await cancelPendingEmails(db, closed.id, closed.status)
      const refund = await refundOfOrder(db, closed.id)
      if (refund?.status === 'succeeded') await confirmRefund(db, closed, { amount: Number(refund.amount), currency: refund.currency }, services.content)
      return refund?.status === 'succeeded' ? { outcome: 'already', amount: Number(refund.amount), currency: refund.currency } : { outcome: 'already' }
    }
    const provider = await providerOf(order)
    const charged = await chargedAmountOf(db, order)

    if (charged === 0) return (await cancelUnchargedOrder(db, order, async () => provider)) ? { outcome: 'cancelled' } : { outcome: 'already' }

    if (!(await claimRefund(db, { orderId: order.id, amount: charged, currency: order.currency, requestedBy: uid, reason: request.reason ?? null }))) {
      return { outcome: 'already' }
    }
    let refund
    try {
      refund = await provider.refund({ sessionId: order.checkoutSessionId, transactionId: order.transactionId }, { idempotencyKey: `refund-${order.id}` })
    } catch (error) {
      await recordRefundFailed(db, order.id)
      throw error
    }
    await recordRefundSucceeded(db, order.id, refund)
    await closeOrder(db, order.id, 'refunded')
    try {
      await stopSubscriptions(db, order, async () => provider)
    } catch (error) {
      // The money is back; the next request (answered 'already') retries the cancellation.
      logger.error('requestRefund: the subscription could not be cancelled after the refund', { orderId: order.id, error: String(error) })
    }
    await cancelPendingEmails(db, order.id, 'refunded')
    await confirmRefund(db, order, refund, services.content)
    return { outcome: 'refunded', amount: refund.amount, currency: refund.currency }
  }
}

export const requestRefund = requestRefundWith({ db: () => database(), providerOf: (session, context) => providerOfSession(session, context), content: sharedContentReader })
