/**
 * Log events waiting for saveLog, in session storage: an event raised before Firebase has loaded,
 * while the backend is unreachable, or just before a reload is sent later, in order, and not lost
 * (DESIGN reliability rules). Session storage, not local: each tab owns its queue, so two tabs
 * never send the same event twice. Storage that refuses writes costs only the reload case: the
 * queue then lives in memory and is sent all the same.
 */
import { isArrayOf, isBoolean, isNullable, isNumber, isObjectOf, isOneOf, isOptional, isRecord, isString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

const store = createStore('session', 'funnels-outbox')
const KEY = 'events'
/** Enough for a long visit with the backend down; beyond it the oldest go first (and say so). */
export const OUTBOX_LIMIT = 300

/** An event waiting to be sent, as stored. */
export interface OutboxEntry {
  id: string
  name: string
  value?: string | number | boolean | null | undefined
  params: Record<string, unknown>
  onboardingName: string | null
  superProperties: Record<string, unknown>
  createdAt: number
}

/** A stored entry's check: plain guards (storage/guards.ts), so zod is not on a landing's path. */
export const isOutboxEntry = isObjectOf<OutboxEntry>({
  id: isString,
  name: isString,
  value: isOptional(isNullable(isOneOf<string | number | boolean>(isString, isNumber, isBoolean))),
  params: isRecord,
  onboardingName: isNullable(isString),
  superProperties: isRecord,
  createdAt: isNumber,
})

// An unreadable stored queue is dropped as a whole rather than half-trusted.
const stored = (): OutboxEntry[] => store.read(KEY, fromGuard(isArrayOf(isOutboxEntry))) ?? []

/**
 * The queue while storage refuses it (quota, Safari private mode, access denied): the page's memory
 * holds what storage could not, and every later change tries storage again. Undefined while storage
 * holds the whole queue, so storage stays the truth whenever it works.
 */
let unpersisted: OutboxEntry[] | undefined

const read = (): OutboxEntry[] => unpersisted ?? stored()

function keep(entries: OutboxEntry[]) {
  unpersisted = store.write(KEY, entries) ? undefined : entries
}

/** Tries storage again for a queue only memory holds, e.g. before the page is hidden. */
export function persistOutbox(): void {
  if (unpersisted) keep(unpersisted)
}

type Listener = () => void
const listeners = new Set<Listener>()

export function enqueueEvent(entry: OutboxEntry): void {
  const entries = [...read(), entry]
  const dropped = entries.length - OUTBOX_LIMIT
  if (dropped > 0) console.error(`[events] outbox full: dropped ${dropped} oldest event(s)`)
  keep(dropped > 0 ? entries.slice(dropped) : entries)
  for (const listener of listeners) listener()
}

/** The oldest waiting event, if any. */
export const nextEvent = (): OutboxEntry | undefined => read()[0]

export const pendingEvents = (): readonly OutboxEntry[] => read()

/** Removes a sent (or hopeless) event by id. */
export function removeEvent(id: string): void {
  keep(read().filter((entry) => entry.id !== id))
}

/** Called whenever an event is queued, so a sender can wake up. */
export function onEnqueued(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
