/**
 * The visitor's consent to tracking: necessary storage always, analytics and marketing only
 * when chosen. Read from storage once per page load; a choice made for an older banner version
 * counts as no choice, so a changed banner asks again. Where consent is required (the EEA and
 * the UK, schemas/consentCountries.ts) nothing but necessary storage is allowed until the
 * visitor chooses; elsewhere analytics and marketing run as before, unless the visitor chose
 * otherwise through the footer's "Cookie settings".
 */
import { requiresConsent } from '../../../../schemas/consentCountries'
import { productEvent } from '../../../../schemas/events/productEvent'
import { logEvent } from '../events/events'
import { createStore, fromGuard } from '../storage/storage'
import { clientCountry, freshCountry } from '../visitor/country'
import { timeZone } from '../visitor/timeZone'

/** The banner's wording and choices; raise it when either changes, so every visitor is asked again. */
export const BANNER_VERSION = '2026-11'

export type ConsentPurpose = 'analytics' | 'marketing'

/** A visitor's choice; `decidedAt` in ms since 1970 by the browser's clock. */
export interface ConsentChoice {
  analytics: boolean
  marketing: boolean
  version: string
  decidedAt: number
}

/** What the event trail carries, so the server knows what the browser believed when it sent. */
export interface ConsentClaim {
  analytics: boolean
  marketing: boolean
  /** The banner version decided, or null where the visitor has not chosen. */
  version: string | null
}

const store = createStore('local', 'funnels')
const KEY = 'consent'

const isChoice = (value: unknown): value is ConsentChoice => {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.analytics === 'boolean' && typeof record.marketing === 'boolean' && typeof record.version === 'string' && typeof record.decidedAt === 'number'
}

// Guard, not zod: the module is read by the ad code that runs early and must stay small.
const choiceValidator = fromGuard(isChoice)

let loaded = false
let current: ConsentChoice | undefined
const listeners = new Set<(choice: ConsentChoice) => void>()

/** The stored choice for the current banner version, read once per page load. */
export function currentConsent(): ConsentChoice | undefined {
  if (!loaded) {
    loaded = true
    const stored = store.read(KEY, choiceValidator)
    current = stored?.version === BANNER_VERSION ? stored : undefined
  }
  return current
}

/** The visitor's country as the platform knows it: the server's detection while fresh, else the browser's guess. */
export function consentCountry(now: number = Date.now()): string {
  return freshCountry(now) ?? clientCountry({ search: window.location.search, timeZone: timeZone(), language: navigator.language }).country
}

/** True when the banner must be shown: consent is required where the visitor is and they have not chosen. */
export function bannerNeeded(country: string = consentCountry()): boolean {
  return requiresConsent(country) && currentConsent() === undefined
}

/** Whether a purpose may run now: the visitor's choice where there is one, else the default of their country. */
export function consentAllows(purpose: ConsentPurpose, country: string = consentCountry()): boolean {
  const choice = currentConsent()
  if (choice) return choice[purpose]
  return !requiresConsent(country)
}

/** The state the event trail carries with every event. */
export function consentClaim(country: string = consentCountry()): ConsentClaim {
  return { analytics: consentAllows('analytics', country), marketing: consentAllows('marketing', country), version: currentConsent()?.version ?? null }
}

/**
 * Records a choice: kept for this page even where storage refuses it (the banner then asks
 * again on the next page load), logged as 'Consent changed' for the server's record
 * (saveLog -> visitors.consent_*, with the server's time), and handed
 * to every listener (the pixel, Meta's cookies).
 */
export function decideConsent(purposes: Pick<ConsentChoice, ConsentPurpose>, now: number = Date.now()): ConsentChoice {
  const choice: ConsentChoice = { analytics: purposes.analytics, marketing: purposes.marketing, version: BANNER_VERSION, decidedAt: now }
  loaded = true
  current = choice
  store.write(KEY, choice)
  logEvent(
    productEvent('consentChanged', {
      value: `analytics:${choice.analytics ? 'granted' : 'denied'} marketing:${choice.marketing ? 'granted' : 'denied'}`,
      params: { analytics: choice.analytics, marketing: choice.marketing, bannerVersion: choice.version, decidedAt: choice.decidedAt },
    }),
  )
  for (const listener of listeners) {
    try {
      listener(choice)
    } catch (error) {
      console.error('[consent] a listener failed', error)
    }
  }
  return choice
}

/** Calls `listener` with every later choice; returns the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Tests only: forget the page's reading so the next read goes to storage again. */
export function resetConsentForTests(): void {
  loaded = false
  current = undefined
  listeners.clear()
}
