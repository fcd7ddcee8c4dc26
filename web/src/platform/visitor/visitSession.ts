/**
 * The browser session's identity: a random id and the URL it landed on, both in session storage
 * (one value per tab session) and kept in memory as well, so a browser without session storage
 * still keeps one value per page view.
 */
import { isNonEmptyString } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

const session = createStore('session', 'funnels')

// crypto.randomUUID exists only in secure contexts; a phone testing over the LAN (http) lacks it.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// Kept in memory as well, so a browser without session storage still keeps one value per page view.
const remembered = new Map<string, string>()
function oncePerSession(key: string, create: () => string): string {
  const stored = session.read(key, fromGuard(isNonEmptyString))
  const value = stored ?? remembered.get(key) ?? create()
  remembered.set(key, value)
  if (stored === undefined) session.write(key, value) // missing or corrupted
  return value
}

/** This browser session's id (a random UUID), created on first use and kept in session storage. */
export const sessionId = (): string => oncePerSession('sessionId', randomUuid)

/**
 * The first URL (path and query) of this browser session. The first call of the session records
 * `firstUrl`: the entry script reads the address before the router may change it and passes it.
 */
export const landingPage = (firstUrl = window.location.pathname + window.location.search): string => oncePerSession('landingPage', () => firstUrl)

