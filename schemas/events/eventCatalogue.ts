/**
 * The event contract: every event the funnels log, by id, with its name exactly as the spec
 * writes it and, beside it, where it goes besides the event trail: the GA4 event it becomes
 * (spec 7, logAnalyticsEvent) and the Meta conversion (logFbEvent). A name with a word in
 * brackets after a space is a family: 'Visited: [page]' is logged as 'Visited: offer' (the
 * '[web]' of '[web] first_visit' is part of a fixed name). The payloads are in
 * eventPayloads.ts (imported here as types only, so the landing never loads zod).
 *
 * Server facts (origin 'server') are the back office's records told as events, so a report
 * joins them with the visitor's trail by the visitor's uid (saveLog's userId).
 */
import type { EventId, EventParams, EventValue } from './eventPayloads'

/** Meta's standard events the funnels send (spec 7). */
export type AdEventName = 'CompleteRegistration' | 'InitiateCheckout' | 'Purchase' | 'AddToCart'

/** An event as the browser raises it, before routing: `part` is a family's bracketed part. */
export interface RoutedEvent<Id extends EventId> {
  part: string | undefined
  value: EventValue<Id> | undefined
  params: EventParams<Id> | undefined
}

export interface EventDeclaration<Id extends EventId> {
  /** The name as logged; a family's variable part is in brackets ('Visited: [page]'). */
  name: string
  /** 'browser': raised by the app and sent through saveLog; 'server': told by the back office. */
  origin: 'browser' | 'server'
  /** The money the event is worth, which GA4's ecommerce events and Meta's conversions read as `value`. */
  worth?: (params: EventParams<Id>) => number | undefined
  /** The GA4 event; `params` replaces the event's own params (without e-mail, plus `value`). */
  analytics?: { name: string; params?: (event: RoutedEvent<Id>, routedParams: Record<string, unknown>) => Record<string, unknown> }
  /** The Meta conversion; `withEmail` sends the e-mail param as the user's address. */
  ad?: { name: AdEventName; withEmail?: true }
}

const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)
/** A purchase is worth what was charged. */
const charged = (params: { amount?: number | undefined }) => amount(params.amount)

/** Every event of the contract. Add an event here and its payload in eventPayloads.ts. */
export const EVENT_CATALOGUE = {
  firstVisit: { name: '[web] first_visit', origin: 'browser' },
  javaScriptError: { name: '[web] JavaScript Error', origin: 'browser' },
  exposure: { name: 'Changed: Active split tests', origin: 'browser' },
  visited: {
    name: 'Visited: [page]',
    origin: 'browser',
    // The app's own screen_view stands in for gtag's page views (README, the visitor platform).
    analytics: { name: 'screen_view', params: (event, routed) => ({ screen_name: event.part, ...routed }) },
  },
  answeredQuizQuestion: {
    name: 'Answered Quiz Question: [name]',
    origin: 'browser',
    analytics: { name: 'quiz_answered', params: (event) => ({ question: event.part, answer: event.value ?? '' }) },
  },
  emailProvided: { name: 'Email provided', origin: 'browser', analytics: { name: 'email_provided' } },
  userRegistered: { name: 'User registered', origin: 'browser', ad: { name: 'CompleteRegistration', withEmail: true } },
  passwordSet: { name: 'Password set', origin: 'browser' },
  userLoggedIn: { name: 'User logged in', origin: 'browser' },
  consentChanged: { name: 'Consent changed', origin: 'browser' },
  styleCalculated: { name: 'Calculated [scoring] style', origin: 'browser' },
  packageSelected: { name: 'Package selected', origin: 'browser', analytics: { name: 'package_selected' }, ad: { name: 'AddToCart' } },
  paymentStarted: {
    name: 'Payment started',
    origin: 'browser',
    // Checkout is worth the price the visitor chose (discounted if so).
    worth: (params) => amount(params.discountedPrice) ?? amount(params.fullPrice) ?? amount(params.amount),
    analytics: { name: 'begin_checkout' },
    ad: { name: 'InitiateCheckout' },
  },
  trialCompleted: { name: 'Trial Completed', origin: 'browser', worth: charged, analytics: { name: 'trial_completed' } },
  paymentCompleted: { name: 'Payment completed', origin: 'browser', worth: charged, analytics: { name: 'purchase' }, ad: { name: 'Purchase' } },
  postPurchaseChoice: { name: 'Post-purchase choice', origin: 'browser' },
  orderPaid: { name: 'Order paid', origin: 'server' },
  trialStarted: { name: 'Trial started', origin: 'server' },
  refundIssued: { name: 'Refund issued', origin: 'server' },
  subscriptionCanceled: { name: 'Subscription canceled', origin: 'server' },
} as const satisfies { [Id in EventId]: EventDeclaration<Id> }

export type EventCatalogue = typeof EVENT_CATALOGUE

/** The declaration of an event, typed for its own payload. */
export const declarationOf = <Id extends EventId>(id: Id): EventDeclaration<Id> => EVENT_CATALOGUE[id] as EventDeclaration<Id>

/** True for an event whose name has a bracketed part ('Visited: [page]'). */
export type IsFamily<Id extends EventId> = EventCatalogue[Id]['name'] extends `${string} [${string}]${string}` ? true : false

export const EVENT_IDS = Object.keys(EVENT_CATALOGUE) as EventId[]
