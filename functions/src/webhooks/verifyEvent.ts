/**
 * Signature check with the official SDK (stripe.webhooks.constructEvent: HMAC over the raw body,
 * timestamp within Stripe's 5-minute tolerance), trying each configured secret; the one that
 * verifies tells which account sent the event.
 */
import Stripe from 'stripe'
import { stripeEventSchema, type StripeEventEnvelope } from './eventObjects'
import type { WebhookSecret } from './webhookSecrets'

export type Verified = { ok: true; event: StripeEventEnvelope; account: string } | { ok: false; reason: string }

export function verifyEvent(rawBody: Buffer | string, signature: string | undefined, secrets: readonly WebhookSecret[]): Verified {
  if (!signature) return { ok: false, reason: 'No Stripe-Signature header' }
  if (secrets.length === 0) return { ok: false, reason: 'No webhook secret is configured' }
  for (const { account, secret } of secrets) {
    let event: unknown
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, secret)
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) continue
      return { ok: false, reason: error instanceof Error ? error.message : String(error) }
    }
    const parsed = stripeEventSchema.safeParse(event)
    return parsed.success ? { ok: true, event: parsed.data, account } : { ok: false, reason: `Not an event: ${parsed.error.issues[0]?.message ?? 'invalid'}` }
  }
  return { ok: false, reason: 'No signature matches a configured webhook secret' }
}
