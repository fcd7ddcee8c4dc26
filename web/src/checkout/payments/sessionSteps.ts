/**
 * What has already happened for a checkout session, in session storage: the purchase event runs
 * once per session id, even when the return page is reloaded or React runs an effect twice. A
 * step is claimed before it runs, so a reload never repeats it. (Fulfilment, the e-mails
 * included, is the server's and is made once there.)
 */
import * as z from 'zod/mini'
import { createStore } from '../../platform/storage/storage'

export type SessionStep = 'purchaseEvent'

const store = createStore('session', 'funnels-checkout')
const stepsSchema = z.array(z.string())
const keyOf = (sessionId: string) => `done:${sessionId}`
const read = (sessionId: string) => store.read(keyOf(sessionId), stepsSchema) ?? []

// Storage can be unavailable; then this page view's memory is what keeps a step to once.
const claimedHere = new Set<string>()

/** Claims a step for a session: true the first time, false once it has been claimed. */
export function claimStep(sessionId: string, step: SessionStep): boolean {
  const id = `${sessionId}\n${step}`
  const done = read(sessionId)
  if (claimedHere.has(id) || done.includes(step)) return false
  claimedHere.add(id)
  store.write(keyOf(sessionId), [...done, step])
  return true
}

/**
 * History entries of checkout that already sent the visitor to the provider's page. Coming back
 * to one (the browser's back button from the provider) must not create a session and send them
 * forward again, or back would be a trap; checkout returns to the paywall instead. Keyed by the
 * history entry, not the URL alone: choosing the same plan again on the paywall is a new entry.
 */
const redirectKey = (checkoutKey: string) => `redirected:${hash(checkoutKey)}`

export const markRedirected = (checkoutKey: string): void => void store.write(redirectKey(checkoutKey), true)
export const wasRedirected = (checkoutKey: string): boolean => store.read(redirectKey(checkoutKey), z.boolean()) === true

/** A short, stable name for a long URL (FNV-1a, 32 bits): a key, not a secret. */
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
  return (value >>> 0).toString(36)
}
