/**
 * Refunds and cancellations with Stripe (the waiting room's refund choice, a trial cancelled
 * before it charges). A one-time order's payment intent is refunded as a whole; a subscription's
 * money is the payment of its latest paid invoice. The idempotency key (one per order) makes a
 * retried request return Stripe's first refund instead of refunding twice.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type Stripe from 'stripe'
import { fromMinor } from './money'
import type { PaymentProvider, PaymentTarget } from './provider'
import { call } from './stripeCall'

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? undefined : typeof value === 'string' ? value : value.id)

export function stripeRefunds(stripe: Stripe): Pick<PaymentProvider, 'refund' | 'cancelSubscription'> {
  /** The order's payment or subscription id; a hosted Checkout session names it once paid. */
  async function transactionOf(target: PaymentTarget): Promise<string | undefined> {
    if (target.transactionId) return target.transactionId
    if (!target.sessionId.startsWith('cs_')) return target.sessionId
    const session = await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(target.sessionId))
    return idOf(session.payment_intent) ?? idOf(session.subscription)
  }

  /** The latest paid invoice of the subscription that charged money, and the payment intent that paid it. */
  async function paidIntentOfSubscription(subscriptionId: string): Promise<string | undefined> {
    const invoices = await call('invoices.list', () => stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 10, expand: ['data.payments'] }))
    for (const invoice of invoices.data) {
      if (invoice.amount_paid <= 0) continue
      const payment = invoice.payments?.data.find((candidate) => candidate.status === 'paid' && candidate.payment.payment_intent)
      const intent = idOf(payment?.payment.payment_intent)
      if (intent) return intent
    }
    return undefined
  }

  async function paymentIntentOf(target: PaymentTarget): Promise<string> {
    const transaction = await transactionOf(target)
    const intent = transaction?.startsWith('sub_') ? await paidIntentOfSubscription(transaction) : transaction?.startsWith('pi_') ? transaction : undefined
    if (!intent) throw new HttpsError('failed-precondition', `Nothing was charged for payment session '${target.sessionId}', so there is nothing to refund`)
    return intent
  }

  return {
    async refund(target, { idempotencyKey }) {
      const paymentIntent = await paymentIntentOf(target)
      const refund = await call('refunds.create', () =>
        stripe.refunds.create({ payment_intent: paymentIntent, reason: 'requested_by_customer', metadata: { checkoutSessionId: target.sessionId } }, { idempotencyKey }),
      )
      if (refund.status === 'failed' || refund.status === 'canceled') throw new HttpsError('unavailable', `Payment service unavailable: Stripe answered the refund ${refund.id} as ${refund.status}`)
      return { refundId: refund.id, amount: fromMinor(refund.amount), currency: refund.currency.toUpperCase() }
    },

    async cancelSubscription({ subscriptionId }) {
      const subscription = await call('subscriptions.cancel', () => stripe.subscriptions.cancel(subscriptionId))
      return { canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : new Date() }
    },
  }
}
