/**
 * The payment events (spec 4: checkout initialised, trial completed, purchase) with the spec's
 * payment event params (section 3): fullPrice, currency, interval, discountedPrice, customerId,
 * email, priceId, amount, transaction_id, affiliation, productId, lookupKey, firebaseUserId,
 * items, tax, shipping, coupon. eventRouting turns them into begin_checkout / trial_completed /
 * purchase for analytics and InitiateCheckout / Purchase for the ad platform.
 */
import type { StatusAnswer } from '../../../../schemas/payments/wire'
import { logEvent } from '../../platform/events/events'
import { productEvent } from '../../../../schemas/events/productEvent'
import { claimStep } from './sessionSteps'

/** What checkout knows about the chosen price (the paywall's price option, spec 2.3). */
export interface CheckoutPrice {
  id: string
  planId?: string | undefined
  lookupKey?: string | undefined
  productId?: string | undefined
  /** Charged per interval after any trial and discount. */
  amount?: number | undefined
  /** The undiscounted price, when there is a discount. */
  originalAmount?: number | undefined
  currency?: string | undefined
  interval?: string | undefined
  trialDays?: number | undefined
  discountPercent?: number | undefined
}

export interface PaymentItem {
  item_id: string
  item_name: string
  price: number | undefined
}

/** Leaves out what is unknown, so no event carries `undefined` into a JSON payload. */
const defined = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))

const discounted = (full: number | undefined, charged: number | undefined) => full !== undefined && charged !== undefined && charged < full

/** 'Payment started' params for the price the visitor chose. */
export function paymentStartedParams(price: CheckoutPrice, visitor: { email?: string | undefined; firebaseUserId?: string | undefined }): Record<string, unknown> {
  const fullPrice = price.originalAmount ?? price.amount
  return defined({
    fullPrice,
    discountedPrice: discounted(fullPrice, price.amount) ? price.amount : undefined,
    currency: price.currency,
    interval: price.interval,
    priceId: price.id,
    lookupKey: price.lookupKey,
    productId: price.productId,
    email: visitor.email,
    firebaseUserId: visitor.firebaseUserId,
    items: [{ item_id: price.id, item_name: price.planId ?? price.lookupKey ?? price.id, price: price.amount }] satisfies PaymentItem[],
  })
}

/** Checkout initialised: begin_checkout and InitiateCheckout. */
export function reportPaymentStarted(price: CheckoutPrice, visitor: { email?: string | undefined; firebaseUserId?: string | undefined }): void {
  logEvent(productEvent('paymentStarted', { params: paymentStartedParams(price, visitor) }))
}

/** A trial starts with nothing charged now: the server says so with trialDays, or the amount is 0. */
export const isTrialPurchase = (status: StatusAnswer): boolean => (status.trialDays ?? 0) > 0 || status.amount === 0

/**
 * The coupon names the discount: the spec has no coupon codes, so it is the percentage off the
 * full price (for example 'DISCOUNT_60'), present only when a discount applied.
 */
function couponOf(status: StatusAnswer): string | undefined {
  const { fullPrice, discountedPrice } = status
  if (fullPrice === undefined || !discounted(fullPrice, discountedPrice) || fullPrice === 0) return undefined
  return `DISCOUNT_${Math.round((1 - (discountedPrice ?? fullPrice) / fullPrice) * 100)}`
}

/** 'Payment completed' / 'Trial Completed' params from the server's status (not from the URL). */
export function purchaseParams(status: StatusAnswer, funnelKey: string, visitor: { email?: string | undefined; firebaseUserId?: string | undefined } = {}): Record<string, unknown> {
  const priceId = status.priceOptionId
  return defined({
    transaction_id: status.transactionId ?? status.sessionId,
    affiliation: funnelKey,
    amount: status.amount,
    fullPrice: status.fullPrice,
    discountedPrice: status.discountedPrice,
    currency: status.currency,
    interval: status.interval,
    customerId: status.customerId,
    email: status.customerEmail ?? visitor.email,
    firebaseUserId: visitor.firebaseUserId,
    priceId,
    lookupKey: status.lookupKey,
    productId: status.productId,
    items: priceId ? ([{ item_id: priceId, item_name: status.planId ?? status.lookupKey ?? priceId, price: status.discountedPrice ?? status.fullPrice ?? status.amount }] satisfies PaymentItem[]) : [],
    tax: 0,
    shipping: 0,
    coupon: couponOf(status),
  })
}

/**
 * Raises 'Trial Completed' or 'Payment completed' for a paid session, once per session id (a
 * reload of the return page does not count the purchase again). True when it was raised now.
 */
export function reportPurchaseOnce(status: StatusAnswer, funnelKey: string, visitor: { email?: string | undefined; firebaseUserId?: string | undefined } = {}): boolean {
  if (!status.paid || !claimStep(status.sessionId, 'purchaseEvent')) return false
  logEvent(productEvent(isTrialPurchase(status) ? 'trialCompleted' : 'paymentCompleted', { params: purchaseParams(status, funnelKey, visitor) }))
  return true
}
