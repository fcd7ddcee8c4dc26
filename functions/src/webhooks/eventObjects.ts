/**
 * The fields the webhook reads from Stripe's event objects, parsed with zod rather than trusted
 * as SDK types: an event is rendered in the API version of the account's endpoint, which need
 * not be the SDK's (an invoice's subscription moved under `parent`, a subscription's period end
 * under its items), so both places are read. Unknown fields pass through untouched.
 */
import * as z from 'zod'
import { hasNul } from '../../../schemas/shared/jsonLimits'

// Stripe's ids and event types are short ASCII; a NUL would reach PostgreSQL, which stores none.
const id = z.string().min(1).max(255).refine((value) => !hasNul(value), { error: 'must not contain a NUL character' })
const idOrObject = z.union([id, z.looseObject({ id })]).transform((value) => (typeof value === 'string' ? value : value.id))
const seconds = z.number().int().nullish()

/** The envelope every event has. */
export const stripeEventSchema = z.looseObject({
  id,
  type: id,
  created: z.number().int(),
  livemode: z.boolean().optional(),
  data: z.looseObject({ object: z.looseObject({}) }),
})
export type StripeEventEnvelope = z.infer<typeof stripeEventSchema>

export const idOnlySchema = z.looseObject({ id })

export const subscriptionObjectSchema = z.looseObject({
  id,
  status: z.string().min(1),
  trial_end: seconds,
  current_period_end: seconds,
  cancel_at_period_end: z.boolean().nullish(),
  canceled_at: seconds,
  items: z.looseObject({ data: z.array(z.looseObject({ current_period_end: seconds })) }).nullish(),
})
export type SubscriptionObject = z.infer<typeof subscriptionObjectSchema>

export const invoiceObjectSchema = z.looseObject({
  id,
  currency: z.string().min(1),
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  subscription: idOrObject.nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: idOrObject.nullish() }).nullish() }).nullish(),
})
export type InvoiceObject = z.infer<typeof invoiceObjectSchema>

export const chargeObjectSchema = z.looseObject({
  id,
  currency: z.string().min(1),
  amount_refunded: z.number().int(),
  payment_intent: idOrObject.nullish(),
  invoice: idOrObject.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  refunds: z.looseObject({ data: z.array(z.looseObject({ id, reason: z.string().nullish() })) }).nullish(),
})
export type ChargeObject = z.infer<typeof chargeObjectSchema>

export const toDate = (value: number | null | undefined): Date | null => (value == null ? null : new Date(value * 1000))
