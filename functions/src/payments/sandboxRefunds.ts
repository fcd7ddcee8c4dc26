/**
 * The sandbox's refunds and cancellations: the session file records them, as Stripe's objects
 * would, so a second refund of the same session answers the first one and a cancelled
 * subscription stays cancelled across a restart.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { PaymentProvider } from './provider'
import { loadSession, newSandboxId, saveSession, type SandboxSession } from './sandboxStore'

async function sessionOf(id: string, now: Date): Promise<SandboxSession> {
  const session = await loadSession(id, now)
  if (!session) throw new HttpsError('not-found', `Unknown payment session '${id}'`)
  return session
}

export function sandboxRefunds(now: () => Date): Pick<PaymentProvider, 'refund' | 'cancelSubscription'> {
  return {
    async refund(target) {
      const session = await sessionOf(target.sessionId, now())
      if (session.refund) return { refundId: session.refund.id, amount: session.refund.amount, currency: session.refund.currency }
      if (session.status !== 'complete' || session.paymentStatus !== 'paid') {
        throw new HttpsError('failed-precondition', `Nothing was charged for payment session '${session.id}', so there is nothing to refund`)
      }
      const refund = { id: newSandboxId('re'), amount: session.option.amount, currency: session.option.currency, createdAt: now().toISOString() }
      await saveSession({ ...session, refund })
      // Sandbox webhook: charge.refunded for this refund is delivered here (the sandbox's event delivery).
      return { refundId: refund.id, amount: refund.amount, currency: refund.currency }
    },

    async cancelSubscription(target) {
      const session = await sessionOf(target.sessionId, now())
      if (session.mode !== 'subscription') throw new HttpsError('failed-precondition', `Payment session '${session.id}' has no subscription to cancel`)
      if (session.canceledAt) return { canceledAt: new Date(session.canceledAt) }
      const canceledAt = now()
      await saveSession({ ...session, canceledAt: canceledAt.toISOString() })
      // Sandbox webhook: customer.subscription.deleted for this subscription is delivered here (the sandbox's event delivery).
      return { canceledAt }
    },
  }
}
