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

/** Where an order's money or subscription is at the provider: recorded on its checkout_sessions and orders rows. */
export interface PaymentTarget {
  /** The checkout session the order came from (Stripe's cs_…/sub_…/pi_…, the sandbox's session file). */
  sessionId: string
  /** The payment intent (pi_…) or subscription (sub_…) the order recorded, when known. */
  transactionId: string | null
}

/** A refund the provider made: its id is what charge.refunded names later. */
export interface RefundResult {
  refundId: string
  /** In major units and the payment's currency (upper case). */
  amount: number
  currency: string
}

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
  /**
   * Returns the money of the order's payment (a subscription: its latest paid invoice's payment).
   * The same idempotency key never refunds twice. Nothing charged is 'failed-precondition'.
   */
  refund(target: PaymentTarget, options: { idempotencyKey: string }): Promise<RefundResult>
  /** Cancels the subscription at once, so it never charges (again); answers when it was cancelled. */
  cancelSubscription(target: PaymentTarget & { subscriptionId: string }): Promise<{ canceledAt: Date }>
}
