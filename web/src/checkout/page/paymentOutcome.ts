/**
 * What the visitor is told after the provider sends them back: the situation -> message mapping
 * of the return page (spec 8 names the messages, not their triggers). Only the server's status
 * decides; the URL's payment_return=true never counts as paid.
 *
 * | situation                                                  | shown                                                 | actions                 |
 * |------------------------------------------------------------|-------------------------------------------------------|-------------------------|
 * | status paid                                                | 'Processing your payment', then the congratulations page (replace) | -          |
 * | paid, but the funnel has no congratulations page           | checkoutPaid ('Thank you! Your payment was successful.') | -                    |
 * | status open or expired (not paid, not charged)             | checkoutNotCompletedTitle + checkoutNotCompleted      | Back to the offer       |
 * | status complete but unpaid (the bank has not confirmed)    | checkoutPendingTitle + checkoutPending                | Try again               |
 * | failure not-found / invalid-argument (no such session)     | checkoutNotCompletedTitle + checkoutNotCompleted      | Back to the offer       |
 * | failure permission-denied (another visitor's session)      | checkoutNotYoursTitle + checkoutNotYours              | Back to the offer       |
 * | failure without an answer (network, offline)               | checkoutStatusFailed + networkError                   | Try again, Back to offer |
 * | failure deadline-exceeded                                  | checkoutStatusFailed + timeoutError                   | Try again, Back to offer |
 * | any other failure, empty or malformed answer               | checkoutStatusFailed + genericError                   | Try again, Back to offer |
 *
 * A service failure never says "not charged": the payment may have gone through, so the visitor
 * is asked to try the check again rather than to pay again. A session another visitor created
 * (a shared or copied return URL) is neither paid nor unpaid for this visitor: the message says
 * only that it is not theirs, shows nothing of the session and raises no purchase event.
 *
 * Elsewhere on checkout (same messages, same rule: spec 8's generic texts say what failed):
 * | malformed checkout URL (bad JSON, no onboardingType, priceOption or successUrl, no session id) | errorTitle + checkoutInvalidLink | Back to the offer |
 * | creating the session or the inline subscription failed | checkoutStartFailed + the mapped generic message | Try again, Back to the offer |
 * | Stripe refused the card (card or validation error) | Stripe's own message, in the visitor's language | the form stays |
 * | Stripe refused for another reason | genericError | the form stays |
 * | Stripe.js did not load | networkError | Try again |
 * | cancelled at the provider, or back from the provider's page | - (back to the paywall, replacing checkout) | - |
 */
import type { StatusAnswer } from '../../../../schemas/payments/wire'
import type { FailureMessageKey, PaymentResult } from '../payments/paymentClient'

export type PaymentOutcome =
  | { kind: 'paid'; status: StatusAnswer }
  | { kind: 'notCompleted' }
  | { kind: 'notYours' }
  | { kind: 'pending' }
  | { kind: 'unknown'; messageKey: FailureMessageKey }

export function paymentOutcome(result: PaymentResult<StatusAnswer>): PaymentOutcome {
  if (!result.success) {
    // The server knows no such session: nothing was paid through it.
    if (result.code === 'not-found' || result.code === 'invalid-argument') return { kind: 'notCompleted' }
    // The server binds a session to the visitor who created it and answers no one else.
    if (result.code === 'permission-denied') return { kind: 'notYours' }
    return { kind: 'unknown', messageKey: result.messageKey }
  }
  const status = result.data
  if (status.paid) return { kind: 'paid', status }
  return status.status === 'complete' ? { kind: 'pending' } : { kind: 'notCompleted' }
}
