/**
 * Which product events also go to analytics (GA4) and to the ad platform (Meta), and in what
 * shape (spec 7). One table, so a new product event is routed in one place. Pure.
 */
import type { ProductEvent } from './events'

export interface AnalyticsEvent {
  name: string
  params: Record<string, unknown>
}

export type AdEventName = 'CompleteRegistration' | 'InitiateCheckout' | 'Purchase' | 'AddToCart'

export interface AdEvent {
  eventName: AdEventName
  customData: Record<string, unknown>
  email?: string
}

const ANSWERED = 'Answered Quiz Question: '
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * The payment events carry the spec's payment params (fullPrice, discountedPrice, amount, ...);
 * GA4's ecommerce events and Meta's conversions read `value`. Checkout's value is the price the
 * visitor chose (discounted if so); a purchase's value is what was charged.
 */
const VALUE_OF: Partial<Record<string, (params: Record<string, unknown>) => number | undefined>> = {
  'Payment started': (p) => amount(p.discountedPrice) ?? amount(p.fullPrice) ?? amount(p.amount),
  'Trial Completed': (p) => amount(p.amount),
  'Payment completed': (p) => amount(p.amount),
}

function params(event: ProductEvent): Record<string, unknown> {
  const given = event.params ?? {}
  const value = amount(given.value) ?? VALUE_OF[event.name]?.(given)
  return value === undefined ? given : { ...given, value }
}

/** The GA4 event for a product event, if it has one; 'Visited' pages become screen_view. */
export function analyticsFor(event: ProductEvent): AnalyticsEvent | undefined {
  if (event.name.startsWith(ANSWERED)) {
    return { name: 'quiz_answered', params: { question: event.name.slice(ANSWERED.length), answer: event.value ?? '' } }
  }
  if (event.name.startsWith('Visited: ')) return { name: 'screen_view', params: { screen_name: event.name.slice('Visited: '.length), ...params(event) } }
  const name = ANALYTICS_NAMES[event.name]
  if (!name) return undefined
  // GA4 forbids personal data such as e-mail addresses in event params.
  const { email: _email, ...analyticsParams } = params(event)
  return { name, params: analyticsParams }
}

const ANALYTICS_NAMES: Partial<Record<string, string>> = {
  'Email provided': 'email_provided',
  'Payment started': 'begin_checkout',
  'Trial Completed': 'trial_completed',
  'Payment completed': 'purchase',
  'Package selected': 'package_selected',
}

const AD_NAMES: Partial<Record<string, AdEventName>> = {
  'User registered': 'CompleteRegistration',
  'Payment started': 'InitiateCheckout',
  'Payment completed': 'Purchase',
  'Package selected': 'AddToCart',
}

/** The Meta conversion for a product event, if it has one; registration carries the e-mail. */
export function adEventFor(event: ProductEvent): AdEvent | undefined {
  const eventName = AD_NAMES[event.name]
  if (!eventName) return undefined
  const { email, ...customData } = params(event)
  const address = eventName === 'CompleteRegistration' ? text(email) : undefined
  return { eventName, customData, ...(address ? { email: address } : {}) }
}
