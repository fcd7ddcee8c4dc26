/**
 * Stripe's objects in the status answer's terms. A payment is a Checkout session (cs_…) from the
 * hosted page, or a subscription (sub_…) or payment intent (pi_…) from the inline Elements flow;
 * each says for itself whether it was paid.
 */
import type Stripe from 'stripe'
import { PRICE_INTERVALS, type PriceInterval, type StatusAnswer } from '../../../schemas/payments/wire'
import { discounted, fromMinor } from './money'

const idOf = (value: string | { id: string } | null | undefined) => (value == null ? undefined : typeof value === 'string' ? value : value.id)

const intervalOf = (price: Stripe.Price | null | undefined): PriceInterval | undefined =>
  !price ? undefined : price.recurring ? (PRICE_INTERVALS.find((interval) => interval === price.recurring?.interval) ?? 'month') : 'once'

/** What we wrote into the metadata when the payment was created (stripeProvider.metadataOf). */
function fromMetadata(metadata: Stripe.Metadata | null | undefined): Partial<StatusAnswer> & { discountPercent?: number } {
  const md = metadata ?? {}
  const number = (value: string | undefined) => (value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined)
  const trialDays = number(md.trialDays)
  const discountPercent = number(md.discountPercent)
  return {
    ...(md.priceOptionId ? { priceOptionId: md.priceOptionId } : {}),
    ...(md.planId ? { planId: md.planId } : {}),
    ...(md.lookupKey ? { lookupKey: md.lookupKey } : {}),
    ...(trialDays !== undefined ? { trialDays } : {}),
    ...(discountPercent !== undefined ? { discountPercent } : {}),
  }
}

/** Full and discounted price per interval of the price bought. */
function priceFields(price: Stripe.Price | null | undefined, discountPercent: number | undefined): Partial<StatusAnswer> {
  if (!price) return {}
  const full = price.unit_amount === null ? undefined : fromMinor(price.unit_amount)
  return {
    productId: idOf(price.product),
    ...(full !== undefined ? { fullPrice: full } : {}),
    ...(full !== undefined && discountPercent ? { discountedPrice: discounted(full, discountPercent) } : {}),
    ...(intervalOf(price) ? { interval: intervalOf(price) } : {}),
  }
}

const statusOf = (status: string | null): StatusAnswer['status'] => (status === 'complete' || status === 'expired' ? status : 'open')
const paymentStatusOf = (status: string): StatusAnswer['paymentStatus'] => (status === 'paid' || status === 'no_payment_required' ? status : 'unpaid')

/** Paid = the session is complete and was paid, or (a trial) needed no payment now. */
export function statusOfCheckoutSession(session: Stripe.Checkout.Session): StatusAnswer {
  const status = statusOf(session.status)
  const paymentStatus = paymentStatusOf(session.payment_status)
  const { discountPercent, ...metadata } = fromMetadata(session.metadata)
  const price = session.line_items?.data[0]?.price
  const transactionId = idOf(session.subscription) ?? idOf(session.payment_intent)
  const email = session.customer_details?.email ?? session.customer_email
  return {
    sessionId: session.id,
    status,
    paymentStatus,
    paid: status === 'complete' && paymentStatus !== 'unpaid',
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    ...(idOf(session.customer) ? { customerId: idOf(session.customer) } : {}),
    ...(email ? { customerEmail: email } : {}),
    ...metadata,
    ...priceFields(price, discountPercent),
    ...(session.amount_total !== null ? { amount: fromMinor(session.amount_total) } : {}),
    ...(session.currency ? { currency: session.currency.toUpperCase() } : {}),
    ...(transactionId ? { transactionId } : {}),
  }
}

/**
 * An Elements subscription: active is paid; trialing is complete once its setup intent (the saved
 * card) has succeeded, because Stripe starts a trial before any card is given.
 */
export function statusOfSubscription(subscription: Stripe.Subscription): StatusAnswer {
  const setupIntent = subscription.pending_setup_intent
  const cardSaved = setupIntent === null || (typeof setupIntent !== 'string' && setupIntent.status === 'succeeded')
  const complete = subscription.status === 'active' || (subscription.status === 'trialing' && cardSaved)
  const expired = subscription.status === 'incomplete_expired' || subscription.status === 'canceled'
  const paymentStatus = !complete ? 'unpaid' : subscription.status === 'trialing' ? 'no_payment_required' : 'paid'
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
  const { discountPercent, ...metadata } = fromMetadata(subscription.metadata)
  return {
    sessionId: subscription.id,
    status: complete ? 'complete' : expired ? 'expired' : 'open',
    paymentStatus,
    paid: complete,
    mode: 'subscription',
    customerId: idOf(subscription.customer),
    ...(subscription.metadata.email ? { customerEmail: subscription.metadata.email } : {}),
    ...metadata,
    ...priceFields(subscription.items.data[0]?.price, discountPercent),
    ...(invoice ? { amount: fromMinor(invoice.amount_paid) } : {}),
    currency: subscription.currency.toUpperCase(),
    transactionId: subscription.id,
  }
}

/** An Elements one-time payment. */
export function statusOfPaymentIntent(intent: Stripe.PaymentIntent): StatusAnswer {
  const paid = intent.status === 'succeeded'
  const { discountPercent: _percent, ...metadata } = fromMetadata(intent.metadata)
  return {
    sessionId: intent.id,
    status: paid ? 'complete' : intent.status === 'canceled' ? 'expired' : 'open',
    paymentStatus: paid ? 'paid' : 'unpaid',
    paid,
    mode: 'payment',
    ...(idOf(intent.customer) ? { customerId: idOf(intent.customer) } : {}),
    ...(intent.receipt_email ? { customerEmail: intent.receipt_email } : {}),
    ...metadata,
    ...(intent.metadata.productId ? { productId: intent.metadata.productId } : {}),
    amount: fromMinor(paid ? intent.amount_received : intent.amount),
    fullPrice: fromMinor(intent.amount),
    currency: intent.currency.toUpperCase(),
    interval: 'once',
    transactionId: intent.id,
  }
}
