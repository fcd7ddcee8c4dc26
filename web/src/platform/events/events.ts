/**
 * The event hook: templates and the app raise product events here, each built by the event
 * contract's constructor (schemas/events/productEvent.ts). They go to the console (for testers) and to subscribers:
 * the event log (saveLog, analytics, ad conversions) subscribes when the visitor platform has
 * loaded, after the first paint, and replays the recent events raised before it.
 */
import type { AnyProductEvent } from '../../../../schemas/events/productEvent'

/** An event of the contract (schemas/events), built by its constructor `productEvent`. */
export type ProductEvent = AnyProductEvent

type Listener = (event: ProductEvent) => void
const listeners = new Set<Listener>()
const recent: ProductEvent[] = []

export function onEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function logEvent(event: ProductEvent): void {
  recent.push(event)
  if (recent.length > 50) recent.shift()
  console.info(`[event] ${event.name}`, event.value ?? '', event.params ?? '')
  for (const listener of listeners) listener(event)
}

/** The latest events, newest last; the debug panel and end-to-end tests read them. */
export function recentEvents(): readonly ProductEvent[] {
  return recent
}
