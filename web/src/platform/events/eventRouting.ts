/**
 * The GA4 event and the Meta conversion of a product event (spec 7), as the event contract
 * declares them beside each event (schemas/events/eventCatalogue.ts): this module only applies
 * the declarations. Pure.
 */
import { declarationOf, type AdEventName, type RoutedEvent } from '../../../../schemas/events/eventCatalogue'
import type { EventId } from '../../../../schemas/events/eventPayloads'
import type { AnyProductEvent, ProductEvent } from '../../../../schemas/events/productEvent'

export type { AdEventName }

export interface AnalyticsEvent {
  name: string
  params: Record<string, unknown>
}

export interface AdEvent {
  eventName: AdEventName
  customData: Record<string, unknown>
  email?: string
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/** The event's params with `value` (what GA4's ecommerce events and Meta's conversions read), when it is worth money. */
function valued<Id extends EventId>(event: ProductEvent<Id>): Record<string, unknown> {
  const given: Record<string, unknown> = event.params ?? {}
  const worth = declarationOf(event.id).worth
  const value = amount(given.value) ?? (event.params && worth ? worth(event.params) : undefined)
  return value === undefined ? given : { ...given, value }
}

const routed = <Id extends EventId>(event: ProductEvent<Id>): RoutedEvent<Id> => ({ part: event.part, value: event.value, params: event.params })

/** The GA4 event for a product event, if its declaration names one; never with an e-mail address. */
export function analyticsFor(event: AnyProductEvent): AnalyticsEvent | undefined {
  return analyticsOf(event)
}

function analyticsOf<Id extends EventId>(event: ProductEvent<Id>): AnalyticsEvent | undefined {
  const route = declarationOf(event.id).analytics
  if (!route) return undefined
  // GA4 forbids personal data such as e-mail addresses in event params.
  const { email: _email, ...params } = valued(event)
  return { name: route.name, params: route.params ? route.params(routed(event), params) : params }
}

/** The Meta conversion for a product event, if its declaration names one; registration carries the e-mail. */
export function adEventFor(event: AnyProductEvent): AdEvent | undefined {
  return adEventOf(event)
}

function adEventOf<Id extends EventId>(event: ProductEvent<Id>): AdEvent | undefined {
  const route = declarationOf(event.id).ad
  if (!route) return undefined
  const { email, ...customData } = valued(event)
  const address = route.withEmail ? text(email) : undefined
  return { eventName: route.name, customData, ...(address ? { email: address } : {}) }
}
