/**
 * The sandbox's refunds and cancellations: the session file records them, as Stripe's objects
 * would, so a second refund of the same session answers the first one and a cancelled
 * subscription stays cancelled across a restart.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { toMinor } from './money'
import type { PaymentProvider } from './provider'
import { loadSession, newSandboxId, saveSession, type SandboxSession } from './sandboxStore'
import { deliverSandboxEvent } from './sandboxWebhook'

async function sessionOf(id: string, now: Date): Promise<SandboxSession> {
  const session = await loadSession(id, now)
  if (!session) throw new HttpsError('not-found', `Unknown payment session '${id}'`)
  return session
}

/** The ids the webhook finds the order by: the payment (or subscription) and our session. */
const metadataOf = (session: SandboxSession) => ({ checkoutSessionId: session.id, onboardingType: session.onboardingType, ...(session.transactionId ? { subscriptionId: session.transactionId } : {}) })

/**
 * Refunds and cancellations post the events Stripe would (charge.refunded,
 * customer.subscription.deleted) to the same webhook, signed the same way, so the local refund
 * follows the production path; the webhook's writes and the caller's are the same idempotent ones.
 */
export function sandboxRefunds(now: () => Date, webhookUrl: string | null = null): Pick<PaymentProvider, 'refund' | 'cancelSubscription'> {
  return {
    async refund(target) {
      const session = await sessionOf(target.sessionId, now())
      if (session.refund) return { refundId: session.refund.id, amount: session.refund.amount, currency: session.refund.currency }
      if (session.status !== 'complete' || session.paymentStatus !== 'paid') {
        throw new HttpsError('failed-precondition', `Nothing was charged for payment session '${session.id}', so there is nothing to refund`)
      }
      const refund = { id: newSandboxId('re'), amount: session.option.amount, currency: session.option.currency, createdAt: now().toISOString() }
      await saveSession({ ...session, refund })
      const amount = toMinor(refund.amount)
      await deliverSandboxEvent(
        'charge.refunded',
        {
          id: newSandboxId('ch'),
          object: 'charge',
          currency: refund.currency.toLowerCase(),
          amount_refunded: amount,
          refunded: true,
          payment_intent: session.mode === 'payment' ? (session.transactionId ?? null) : null,
          metadata: metadataOf(session),
          refunds: { object: 'list', data: [{ id: refund.id, object: 'refund', amount, reason: 'requested_by_customer' }] },
        },
        webhookUrl,
      )
      return { refundId: refund.id, amount: refund.amount, currency: refund.currency }
    },

    async cancelSubscription(target) {
      const session = await sessionOf(target.sessionId, now())
      if (session.mode !== 'subscription') throw new HttpsError('failed-precondition', `Payment session '${session.id}' has no subscription to cancel`)
      if (session.canceledAt) return { canceledAt: new Date(session.canceledAt) }
      const canceledAt = now()
      await saveSession({ ...session, canceledAt: canceledAt.toISOString() })
      const at = Math.floor(canceledAt.getTime() / 1000)
      await deliverSandboxEvent(
        'customer.subscription.deleted',
        { id: target.subscriptionId, object: 'subscription', status: 'canceled', cancel_at_period_end: false, canceled_at: at, ended_at: at, metadata: metadataOf(session) },
        webhookUrl,
      )
      return { canceledAt }
    },
  }
}
