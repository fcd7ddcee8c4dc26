/**
 * What a card payment provider does for the callables. Two implementations: Stripe (a secret
 * key is configured for the account) and the offline sandbox (no key: local development, tests).
 * Errors are HttpsErrors with the spec's codes: an unknown price option or session is
 * 'not-found', an unreachable or failing provider 'unavailable'.
 */
import type * as z from 'zod/mini'
import type {
  checkoutRequestSchema,
  CheckoutAnswer,
  elementsRequestSchema,
  ElementsAnswer,
  PricingAnswer,
  PricingRequest,
  StatusAnswer,
} from '../../../schemas/payments/wire'

/** The checkout payload after parsing (defaults applied). */
export type CheckoutInput = z.output<typeof checkoutRequestSchema>
/** The elements payload after parsing (defaults applied). */
export type ElementsInput = z.output<typeof elementsRequestSchema>

/** The caller's uid from the auth token (null when the call carried none). */
export type UserId = string | null

/** Stripe: the SDK's request option, so a retried create makes no second object. */
export interface CreateOptions {
  idempotencyKey?: string
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox'
  getPrices(request: PricingRequest): Promise<PricingAnswer>
  createCheckout(request: CheckoutInput, userId: UserId, options?: CreateOptions): Promise<CheckoutAnswer>
  /** The provider's own record of the session; never the browser's word. */
  getStatus(sessionId: string): Promise<StatusAnswer>
  createElementsSubscription(request: ElementsInput, userId: UserId, options?: CreateOptions): Promise<ElementsAnswer>
  /** The answer of a session created before, while it is still open (null otherwise): a repeated call gets the same session. */
  resumeCheckout(sessionId: string): Promise<CheckoutAnswer | null>
  resumeElements(sessionId: string): Promise<ElementsAnswer | null>
}
