import * as z from 'zod/mini'
import { describeBrowser } from './browserDescription'
import { createStore } from './storage'

/**
 * The extended event context (spec 3, Log event): where the visit came from, which ad brought
 * it, and the browser it runs in. `visitContext` is pure; `browserFacts` gathers its input.
 */
const session = createStore('session', 'funnels')

/** What the browser tells about this visit, gathered in one place so the context can be computed without one. */
export interface BrowserFacts {
  href: string
  referrer: string
  userAgent: string
  screen: { width: number; height: number }
  viewport: { width: number; height: number }
  timeZone: string
  language: string
  sessionId: string
  landingPage: string
}

/** Every key is always present: a missing query parameter or referrer is null, so reports show it as empty. */
export interface VisitContext {
  landingPage: string
  referrer: string | null
  browserDescription: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  ad_id: string | null
  adset_id: string | null
  campaign_id: string | null
  placement: string | null
  id: string | null
  fbclid: string | null
  sessionId: string
  screenResolution: string
  viewportSize: string
  timezone: string
  systemLanguage: string
}

function queryOf(href: string): URLSearchParams {
  try {
    return new URL(href).searchParams
  } catch {
    return new URLSearchParams()
  }
}

const size = ({ width, height }: { width: number; height: number }) => `${width}x${height}`

/** The extended context of spec 3 from what the browser told. */
export function visitContext(facts: BrowserFacts): VisitContext {
  const query = queryOf(facts.href)
  const param = (name: string) => query.get(name)
  return {
    landingPage: facts.landingPage,
    referrer: facts.referrer || null,
    browserDescription: describeBrowser(facts.userAgent),
    utm_source: param('utm_source'),
    utm_medium: param('utm_medium'),
    utm_campaign: param('utm_campaign'),
    utm_term: param('utm_term'),
    utm_content: param('utm_content'),
    ad_id: param('ad_id'),
    adset_id: param('adset_id'),
    campaign_id: param('campaign_id'),
    placement: param('placement'),
    id: param('id'),
    fbclid: param('fbclid'),
    sessionId: facts.sessionId,
    screenResolution: size(facts.screen),
    viewportSize: size(facts.viewport),
    timezone: facts.timeZone,
    systemLanguage: facts.language,
  }
}

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
  const stored = session.read(key, z.string().check(z.minLength(1)))
  const value = stored ?? remembered.get(key) ?? create()
  remembered.set(key, value)
  if (stored === undefined) session.write(key, value) // missing or corrupted
  return value
}

/** This browser session's id (a random UUID), created on first use and kept in session storage. */
export const sessionId = (): string => oncePerSession('sessionId', randomUuid)

/**
 * The first URL (path and query) of this browser session. The first call records it, so the app
 * calls this at start, before the router changes the address.
 */
export const landingPage = (): string => oncePerSession('landingPage', () => window.location.pathname + window.location.search)

/** Reads this visit's facts from window, navigator and Intl. */
export function browserFacts(): BrowserFacts {
  return {
    href: window.location.href,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
    sessionId: sessionId(),
    landingPage: landingPage(),
  }
}
