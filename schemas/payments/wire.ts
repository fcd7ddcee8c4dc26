/**
 * What the payment callables take and answer (spec 3 "Payment entities", spec 7). One
 * definition for both sides: the functions parse payloads with these schemas, the browser
 * parses answers with them, so a change to the wire is a type error on both ends at once.
 *
 * Amounts are in major units (27 means $27.00), as the price cards show them; the providers
 * convert to and from minor units at their own edge.
 */
import * as z from 'zod/mini'
import { wireEmail, wireJson, wireString, wireText, wireUrl } from '../shared/wireFields'

/** The payload names the card payment provider; the server picks Stripe or its sandbox. */
export const PAYMENT_PROVIDER = 'stripe'
export const providerSchema = z.literal(PAYMENT_PROVIDER)

/** Spec 9: default country US, default pricing set 'default'. */
export const DEFAULT_COUNTRY = 'US'
export const DEFAULT_PRICING_SET = 'default'

export const PRICE_INTERVALS = ['month', 'year', 'once'] as const
export type PriceInterval = (typeof PRICE_INTERVALS)[number]

const text = () => z.string().check(z.minLength(1))
const countryCode = () => z.string().check(z.regex(/^[A-Z]{2}$/, 'A country code is two upper-case letters'))
const currencyCode = () => z.string().check(z.regex(/^[A-Z]{3}$/, 'A currency code is three upper-case letters'))
const amount = () => z.number().check(z.minimum(0))
const jsonObject = wireJson
/** Identifiers the client sends: funnel keys, pricing sets, price options, provider session ids. */
const key = () => wireText(200)

export { CHECKOUT_TYPES, type CheckoutType } from './checkoutTypes'

/** Free-form context the client sends with every payment call (A/B label, tier, checkout type). */
export const paymentMetadataSchema = jsonObject()
export type PaymentMetadata = z.infer<typeof paymentMetadataSchema>

/** getPaymentPrices payload. */
export const pricingRequestSchema = z.object({
  provider: providerSchema,
  onboardingType: key(),
  countryCode: countryCode(),
  pricingSet: key(),
  metadata: paymentMetadataSchema,
  productInfo: z.optional(z.nullable(jsonObject())),
})
export type PricingRequest = z.infer<typeof pricingRequestSchema>

/**
 * One price the visitor can buy. `id` is the priceOptionId checkout takes; `planId` names the
 * content's plan or package card it fills (content keeps the copy, the server owns the money).
 */
export const priceOptionSchema = z.object({
  id: text(),
  planId: text(),
  lookupKey: text(),
  productId: text(),
  /** What is charged per interval after any trial and discount. */
  amount: amount(),
  /** The price to strike through: a real earlier price of this option (functions/src/payments/referencePrice.ts). */
  originalAmount: z.optional(amount()),
  /**
   * What `originalAmount` is: 'lowest30Days', the lowest price of the 30 days before the reduction
   * (visitors in the EEA, EU directive 2019/2161), which the card names as such; 'previous', the
   * price it was sold at before.
   */
  referenceRule: z.optional(z.enum(['lowest30Days', 'previous'])),
  currency: currencyCode(),
  interval: z.enum(PRICE_INTERVALS),
  trialDays: z.optional(z.int().check(z.minimum(0))),
  discountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
})
export type PriceOption = z.infer<typeof priceOptionSchema>

/** getPaymentPrices answer. */
export const pricingAnswerSchema = z.object({
  lookupKey: text(),
  countryCode: countryCode(),
  pricingSet: text(),
  currency: currencyCode(),
  options: z.array(priceOptionSchema),
})
export type PricingAnswer = z.infer<typeof pricingAnswerSchema>

/** createPaymentCheckout payload (spec 3 "Checkout request"). */
export const checkoutRequestSchema = z.object({
  provider: providerSchema,
  onboardingType: key(),
  priceOptionId: key(),
  countryCode: countryCode(),
  customerEmail: wireEmail(),
  successUrl: wireUrl(),
  /** Not in the spec's payload: the checkout page's own cancel URL; derived from successUrl when absent. */
  cancelUrl: z.optional(wireUrl()),
  pricingSet: z._default(key(), DEFAULT_PRICING_SET),
  productInfo: z.optional(z.nullable(jsonObject())),
  locale: z.optional(wireString(35)),
  metadata: z._default(paymentMetadataSchema, {}),
})
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

/** createPaymentCheckout answer: where to send the visitor to pay. */
export const checkoutAnswerSchema = z.object({
  sessionId: text(),
  url: z.url(),
})
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

/** getPaymentStatus payload. */
export const statusRequestSchema = z.object({ provider: providerSchema, sessionId: key() })
export type StatusRequest = z.infer<typeof statusRequestSchema>

export const SESSION_STATUSES = ['open', 'complete', 'expired'] as const
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const

/**
 * getPaymentStatus answer. `paid` is the server's verdict (a complete session that was paid or,
 * for a trial, needed no payment now); the browser never decides it from the URL.
 */
export const statusAnswerSchema = z.object({
  sessionId: text(),
  status: z.enum(SESSION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  mode: z.enum(['subscription', 'payment']),
  customerId: z.optional(z.string()),
  customerEmail: z.optional(z.string()),
  priceOptionId: z.optional(z.string()),
  planId: z.optional(z.string()),
  lookupKey: z.optional(z.string()),
  productId: z.optional(z.string()),
  /** Charged now (0 during a trial). */
  amount: z.optional(amount()),
  /** The full price per interval, before discount. */
  fullPrice: z.optional(amount()),
  /** The discounted price per interval, when a discount applies. */
  discountedPrice: z.optional(amount()),
  currency: z.optional(currencyCode()),
  interval: z.optional(z.enum(PRICE_INTERVALS)),
  trialDays: z.optional(z.int().check(z.minimum(0))),
  /** The provider's payment or subscription id: the purchase's transaction id. */
  transactionId: z.optional(z.string()),
})
export type StatusAnswer = z.infer<typeof statusAnswerSchema>

/** createElementsSubscription payload. */
export const elementsRequestSchema = z.object({
  provider: providerSchema,
  onboardingType: key(),
  priceOptionId: key(),
  countryCode: countryCode(),
  customerEmail: wireEmail(),
  pricingSet: z._default(key(), DEFAULT_PRICING_SET),
  metadata: z._default(paymentMetadataSchema, {}),
  /** Not in the spec's payload: where the inline form returns after confirming (the checkout success URL). */
  returnUrl: z.optional(wireUrl()),
})
export type ElementsRequest = z.input<typeof elementsRequestSchema>

/**
 * createElementsSubscription answer. With Stripe, the browser mounts Stripe's Payment Element
 * with `clientSecret` and `publishableKey`; with the sandbox, it shows the sandbox's card form
 * (`formUrl`) in a frame. Either way the payment ends at the success URL with `sessionId`.
 */
export const elementsAnswerSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('stripe'), sessionId: text(), subscriptionId: text(), clientSecret: text(), publishableKey: text() }),
  z.object({ mode: z.literal('sandbox'), sessionId: text(), subscriptionId: text(), clientSecret: text(), formUrl: z.url() }),
])
export type ElementsAnswer = z.infer<typeof elementsAnswerSchema>
