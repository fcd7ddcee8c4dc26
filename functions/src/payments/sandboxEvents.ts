/**
 * What Stripe would send about a sandbox session that was just paid, built from the session:
 * checkout.session.completed (the confirmation), then for a subscription
 * customer.subscription.created and invoice.paid, for a one-time payment payment_intent.succeeded.
 * Objects carry the fields the webhook reads, named and shaped as Stripe's.
 */
import { randomBytes } from 'node:crypto'
import { deliverSandboxEvent, type DeliveryOptions } from './sandboxWebhook'
import { statusOfSession } from './sandboxProvider'
import { toMinor } from './money'
import type { SandboxSession } from './sandboxStore'

const DAY_S = 24 * 60 * 60
const PERIOD_DAYS = { month: 30, year: 365, once: 0 } as const

const seconds = (iso: string | undefined, fallback: Date) => Math.floor((iso ? Date.parse(iso) : fallback.getTime()) / 1000)

export interface EventSpec {
  type: string
  object: Record<string, unknown>
}

const sandboxId = (prefix: 'si' | 'in') => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`

export function paidSessionEvents(session: SandboxSession, now: Date = new Date()): EventSpec[] {
  const status = statusOfSession(session)
  const { option } = session
  const currency = option.currency.toLowerCase()
  const amountNow = toMinor(status.amount ?? 0)
  const metadata = {
    ...Object.fromEntries(Object.entries(session.metadata).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value)).map(([key, value]) => [key, String(value)])),
    onboardingType: session.onboardingType,
    ...(session.userId ? { userId: session.userId } : {}),
    email: session.email,
    priceOptionId: option.id,
    planId: option.planId,
    checkoutSessionId: session.id,
  }
  const transactionId = session.transactionId ?? ''
  const subscription = session.mode === 'subscription'
  const events: EventSpec[] = [
    {
      type: 'checkout.session.completed',
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: session.mode,
        status: session.status,
        payment_status: session.paymentStatus,
        customer: session.customerId,
        customer_email: session.email,
        customer_details: { email: session.email },
        client_reference_id: session.userId,
        metadata,
        subscription: subscription ? transactionId : null,
        payment_intent: subscription ? null : transactionId,
        amount_total: amountNow,
        currency,
      },
    },
  ]
  if (!subscription) {
    events.push({ type: 'payment_intent.succeeded', object: { id: transactionId, object: 'payment_intent', status: 'succeeded', amount: amountNow, amount_received: amountNow, currency, customer: session.customerId, receipt_email: session.email, metadata } })
    return events
  }
  const start = seconds(session.completedAt, now)
  const trialDays = option.trialDays ?? 0
  const periodEnd = start + (trialDays > 0 ? trialDays : PERIOD_DAYS[option.interval]) * DAY_S
  events.push({
    type: 'customer.subscription.created',
    object: {
      id: transactionId,
      object: 'subscription',
      status: trialDays > 0 ? 'trialing' : 'active',
      customer: session.customerId,
      currency,
      trial_end: trialDays > 0 ? periodEnd : null,
      cancel_at_period_end: false,
      canceled_at: null,
      items: { object: 'list', data: [{ id: sandboxId('si'), current_period_end: periodEnd }] },
      metadata,
    },
  })
  events.push({
    type: 'invoice.paid',
    object: { id: sandboxId('in'), object: 'invoice', status: 'paid', customer: session.customerId, currency, amount_due: amountNow, amount_paid: amountNow, parent: { type: 'subscription_details', subscription_details: { subscription: transactionId } } },
  })
  return events
}

/** Sends the paid session's events in order; answers how many the endpoint took. */
export async function deliverPaidSessionEvents(session: SandboxSession, webhookUrl: string | null, options: DeliveryOptions = {}): Promise<number> {
  let delivered = 0
  for (const { type, object } of paidSessionEvents(session, options.now?.())) if (await deliverSandboxEvent(type, object, webhookUrl, options)) delivered += 1
  return delivered
}
