/**
 * The payload of every event in the event contract (eventCatalogue.ts names them): what its
 * value is and which params it carries. Params are loose objects: the browser adds the common
 * params and the sender the user id and country, so only the event's own fields are declared.
 * Fields the server acts on are required; a field the browser has not always sent is optional,
 * so a visitor's older queued events still parse. zod/mini, loaded by the server and by the
 * browser's event log after the first paint, never by the landing (the catalogue imports only
 * the types from here).
 */
import * as z from 'zod/mini'

const text = (max = 200) =>
  z.string({ error: 'expected a string' }).check(z.minLength(1, 'expected a non-empty string'), z.maxLength(max, `expected at most ${max} characters`))
const optionalText = (max = 200) => z.optional(text(max))
const amount = () => z.number({ error: 'expected a number' }).check(z.refine(Number.isFinite, 'expected a finite number'))
const flag = () => z.boolean({ error: 'expected true or false' })
const params = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.looseObject(shape, { error: 'expected an object of params' })
const noParams = () => z.optional(params({}))

const item = z.looseObject({ item_id: text(), item_name: text(), price: z.optional(amount()) })

/** What checkout and the purchase events say about the price (spec 3, payment event params). */
const priceFields = {
  fullPrice: z.optional(amount()),
  discountedPrice: z.optional(amount()),
  currency: optionalText(10),
  interval: optionalText(20),
  priceId: optionalText(),
  lookupKey: optionalText(),
  productId: optionalText(),
  email: optionalText(320),
  firebaseUserId: optionalText(),
  items: z.optional(z.array(item)),
}

const purchase = {
  params: params({
    ...priceFields,
    transaction_id: optionalText(),
    affiliation: optionalText(100),
    amount: z.optional(amount()),
    customerId: optionalText(),
    tax: z.optional(amount()),
    shipping: z.optional(amount()),
    coupon: optionalText(40),
  }),
}

/** What the back office knows about an order, on every server fact about it. */
const orderFields = {
  orderId: text(),
  onboardingType: text(100),
  planId: text(),
  amount: amount(),
  currency: text(10),
  /** The variants the order was sold under, as checkout recorded them. */
  variants: z.record(z.string(), z.string()),
}

/**
 * Each event's payload: `value` (absent when the event has none) and `params`. Keyed by the
 * event's id in the catalogue.
 */
export const EVENT_PAYLOADS = {
  firstVisit: {
    value: text(),
    params: params({ version: optionalText(), landingPage: z.optional(z.string()), referral: z.optional(z.nullable(z.string())), browserDescription: z.optional(z.string()) }),
  },
  javaScriptError: { value: z.string({ error: 'expected the message' }), params: params({ source: optionalText(100), environment: optionalText(100) }) },
  // The value ('pricingSet: second') repeats the params; the server reads the params only.
  exposure: {
    value: z.optional(text()),
    params: params({ testKey: text(100), variant: text(100), page: optionalText(), source: z.optional(z.literal('tester', { error: "expected 'tester'" })) }),
  },
  visited: { params: params({ path: z.optional(z.string()), testsRead: z.optional(z.array(z.string())) }) },
  answeredQuizQuestion: { value: z.string({ error: 'expected the answer keys' }), params: noParams() },
  emailProvided: { value: text(320), params: params({ language: optionalText(20), resultName: optionalText(), timeZone: optionalText(100) }) },
  userRegistered: { params: params({ email: text(320), firebaseUserId: text() }) },
  passwordSet: { params: params({ firebaseUserId: text() }) },
  userLoggedIn: { params: params({ email: text(320), firebaseUserId: text() }) },
  consentChanged: { value: z.optional(text()), params: params({ analytics: flag(), marketing: flag(), bannerVersion: text(40), decidedAt: z.optional(amount()) }) },
  styleCalculated: { value: text(), params: params({ style: text(), score: z.optional(amount()) }) },
  packageSelected: {
    params: params({ packageId: text(), packageName: text(), packagePrice: z.optional(amount()), originalPrice: z.optional(amount()), externalUrl: optionalText(2048) }),
  },
  paymentStarted: { params: params(priceFields) },
  trialCompleted: purchase,
  paymentCompleted: purchase,
  postPurchaseChoice: { value: z.enum(['wait', 'refund', 'cancel'], { error: 'expected wait, refund or cancel' }), params: params({ page: text() }) },
  // Server facts: the back office's records (functions/src/backOffice/factEvents.ts).
  orderPaid: { value: text(), params: params({ ...orderFields, kind: z.enum(['subscription', 'one_time']), transactionId: z.nullable(z.string()) }) },
  trialStarted: { value: text(), params: params({ ...orderFields, transactionId: z.nullable(z.string()) }) },
  refundIssued: { value: text(), params: params({ ...orderFields, refundId: text(), reason: z.nullable(z.string()) }) },
  subscriptionCanceled: { value: text(), params: params({ ...orderFields, subscriptionId: text(), status: text(40) }) },
}

export type EventPayloads = typeof EVENT_PAYLOADS
/** The id of an event in the contract ('visited', 'paymentCompleted', ...). */
export type EventId = keyof EventPayloads

type ValueSchemaOf<Id extends EventId> = EventPayloads[Id] extends { value: infer Schema extends z.ZodMiniType } ? Schema : undefined

/** What a constructor takes as the event's value (undefined: the event has none). */
export type EventValue<Id extends EventId> = ValueSchemaOf<Id> extends z.ZodMiniType ? z.input<ValueSchemaOf<Id>> : undefined
/** What a constructor takes as the event's params. */
export type EventParams<Id extends EventId> = z.input<EventPayloads[Id]['params']>
/** The params the server reads once the event parsed. */
export type ParsedParams<Id extends EventId> = z.output<EventPayloads[Id]['params']>
export type ParsedValue<Id extends EventId> = ValueSchemaOf<Id> extends z.ZodMiniType ? z.output<ValueSchemaOf<Id>> : undefined
