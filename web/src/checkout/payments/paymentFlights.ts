/**
 * One payment session per checkout URL, one status check per returning session. Module-level
 * single flights: React StrictMode's double effects, re-renders and a second visit of the same
 * checkout URL share the first call instead of creating a second provider session. Only an
 * explicit retry (after a failure) forgets a flight.
 */
import type { CheckoutRequest, CheckoutType, ElementsAnswer, StatusAnswer } from '../../../../schemas/payments/wire'
import { createElementsSubscription, createPaymentCheckout, getPaymentStatus, paymentFailure, type PaymentFailure, type PaymentResult } from './paymentClient'
import { singleFlight } from '../singleFlight'
import { reportPaymentStarted, type CheckoutPrice } from './paymentEvents'

export interface PaymentStart {
  /** What makes two starts the same: the checkout URL (and the e-mail, when checkout asked for it). */
  key: string
  /** 'checkout' sends the visitor to the provider's page; 'inline' shows the card form here. */
  checkoutType: CheckoutType
  request: CheckoutRequest
  price: CheckoutPrice
  firebaseUserId: string | undefined
}

export type PaymentBegun = { success: true; kind: 'redirect'; url: string } | { success: true; kind: 'inline'; elements: ElementsAnswer } | PaymentFailure

const starts = singleFlight<PaymentBegun>()
const checks = singleFlight<PaymentResult<StatusAnswer>>()

async function begin({ checkoutType, request, price, firebaseUserId }: PaymentStart): Promise<PaymentBegun> {
  // Raised before the provider call, not after it: the redirect that follows can end the page
  // before analytics and the ad platform have sent anything raised later.
  reportPaymentStarted(price, { email: request.customerEmail, firebaseUserId })
  if (checkoutType === 'checkout') {
    const created = await createPaymentCheckout(request)
    return created.success ? { success: true, kind: 'redirect', url: created.data.url } : created
  }
  // The inline form needs no hosted checkout session: the subscription's own session id comes
  // back on the success URL.
  try {
    const { provider, onboardingType, priceOptionId, countryCode, customerEmail, pricingSet, metadata, successUrl } = request
    const elements = await createElementsSubscription({ provider, onboardingType, priceOptionId, countryCode, customerEmail, pricingSet, metadata, returnUrl: successUrl })
    return { success: true, kind: 'inline', elements }
  } catch (error) {
    console.error('[payments] createElementsSubscription failed', error)
    return paymentFailure(error, 'Payment service unavailable')
  }
}

/** Starts the payment for a checkout URL once; later calls with the same key share the answer. */
export const beginPayment = (start: PaymentStart): Promise<PaymentBegun> => starts.run(start.key, () => begin(start))

/** Forgets a start, so the visitor's "Try again" creates a new session. */
export const forgetPayment = (key: string): void => starts.forget(key)

/** Asks for a session's status once per page load; later calls share the answer. */
export const checkPaymentStatus = (sessionId: string): Promise<PaymentResult<StatusAnswer>> => checks.run(sessionId, () => getPaymentStatus(sessionId))

/** Forgets a status answer, so "Try again" asks the server anew. */
export const forgetPaymentStatus = (sessionId: string): void => checks.forget(sessionId)
