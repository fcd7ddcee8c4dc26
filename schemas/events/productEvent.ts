/**
 * The browser's events, built only through `productEvent`: the id picks the name and the
 * payload type, so a misspelt name or a wrong payload is a type error. zod-free (the landing
 * raises events before zod loads); the server checks what arrives with parseEvent.
 */
import type { IsFamily } from './eventCatalogue'
import { eventName } from './eventName'
import type { EventId, EventParams, EventValue } from './eventPayloads'

/** Type-only mark of an event built by `productEvent`: a hand-made object literal is not one. */
declare const built: unique symbol

/** An event as raised: its contract id, its logged name, and the payload saveLog sends. */
export interface ProductEvent<Id extends EventId = EventId> {
  readonly [built]: true
  readonly id: Id
  readonly name: string
  /** A family's bracketed part ('offer' for 'Visited: offer'). */
  readonly part?: string
  readonly value?: EventValue<Id>
  readonly params?: EventParams<Id>
}

/** Any event of the contract; `event.id` narrows its payload. */
export type AnyProductEvent = { [Id in EventId]: ProductEvent<Id> }[EventId]

type ValueInput<Id extends EventId> = [EventValue<Id>] extends [undefined] ? { value?: undefined } : { value: EventValue<Id> }
type ParamsInput<Id extends EventId> = undefined extends EventParams<Id> ? { params?: EventParams<Id> } : { params: EventParams<Id> }
/** What an event's constructor takes: its value (when it has one) and its params. */
export type EventInput<Id extends EventId> = ValueInput<Id> & ParamsInput<Id>

type ConstructorArgs<Id extends EventId> = IsFamily<Id> extends true ? [part: string, input: EventInput<Id>] : [input: EventInput<Id>]

/**
 * The constructor of every event: `productEvent('paymentStarted', { params })`, and for a family
 * its part first: `productEvent('visited', 'offer', { params: { path } })`.
 */
export function productEvent<Id extends EventId>(id: Id, ...args: ConstructorArgs<Id>): ProductEvent<Id> {
  const [part, input] = (args.length === 2 ? args : [undefined, args[0]]) as [string | undefined, { value?: EventValue<Id>; params?: EventParams<Id> }]
  const event = {
    id,
    name: eventName(id, part),
    ...(part !== undefined ? { part } : {}),
    ...(input.value !== undefined ? { value: input.value } : {}),
    ...(input.params !== undefined ? { params: input.params } : {}),
  }
  return event as ProductEvent<Id>
}

/** Narrows an event to one id. */
export const isEvent = <Id extends EventId>(event: AnyProductEvent | ProductEvent, id: Id): event is ProductEvent<Id> => event.id === id
