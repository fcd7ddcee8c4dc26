import { isNullable, isNumber, isObjectOf, isString, isStringMatching } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'

/**
 * The visitor's country (spec 4, Country detection): the server's detection, persisted for
 * 30 days; where the server cannot tell, a guess from the address, time zone and language.
 */
const store = createStore('local', 'funnels')

/** How long a persisted detection is trusted (spec 9: country persistence 30 days). */
export const COUNTRY_MAX_AGE_MS = 2_592_000_000

export const DEFAULT_COUNTRY = 'US'

const isCountryCode = isStringMatching(/^[A-Z]{2}$/)

/** A detection as persisted under `funnels:country`. */
export interface CountryDetection {
  countryCode: string
  detectedCountry: string | null
  confidence: number
  method: string
  timestamp: number
}

// Plain guards (storage/guards.ts), so zod is not on a landing's path.
const isDetection = isObjectOf<CountryDetection>({ countryCode: isCountryCode, detectedCountry: isNullable(isString), confidence: isNumber, method: isString, timestamp: isNumber })

/** The persisted country code while it is younger than 30 days; an older (or unreadable) one is cleared. */
export function freshCountry(now: number): string | undefined {
  const stored = store.read('country', fromGuard(isDetection))
  const age = stored ? now - stored.timestamp : NaN
  // A timestamp from the future (a clock set back) is not trusted either: ask the server again.
  if (stored && age >= 0 && age < COUNTRY_MAX_AGE_MS) return stored.countryCode
  store.remove('country')
  return undefined
}

/** The two-letter code in upper case, or undefined for anything else. */
function asCountryCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase()
  return isCountryCode(code) ? code : undefined
}

/**
 * Persists the server's detection when it names a country, otherwise the client's guess, and
 * returns the country code that was saved.
 */
export function saveDetection(
  detection: { detectedCountry: string | null; confidence: number; method: string },
  now: number,
  fallback: () => { country: string; method: string },
): string {
  const detected = asCountryCode(detection.detectedCountry)
  if (detected) {
    const { confidence, method } = detection
    store.write('country', { countryCode: detected, detectedCountry: detected, confidence, method, timestamp: now } satisfies CountryDetection)
    return detected
  }
  const guess = fallback()
  const code = asCountryCode(guess.country) ?? DEFAULT_COUNTRY
  // The server detected nothing, and its confidence does not describe a client guess.
  store.write('country', { countryCode: code, detectedCountry: null, confidence: 0, method: guess.method, timestamp: now } satisfies CountryDetection)
  return code
}

// Spec 4's time-zone mapping; other zones fall through to the language.
const TIME_ZONES: Readonly<Record<string, string>> = {
  'Europe/Berlin': 'DE',
  'Europe/Vienna': 'DE',
  'Europe/London': 'GB',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Warsaw': 'PL',
  'America/New_York': 'US',
  'America/Los_Angeles': 'US',
  'Asia/Tokyo': 'JP',
  'Asia/Shanghai': 'CN',
}

/** The region of a language tag ('pl-PL' -> PL, 'zh-Hant-TW' -> TW); none for 'de' or 'es-419'. */
const languageRegion = (language: string) => asCountryCode(language.split(/[-_]/).slice(1).find((part) => /^[a-z]{2}$/i.test(part)))

/** The client's own guess, in the spec's order: `country` query parameter, time zone, language region, US. */
export function clientCountry(facts: { search: string; timeZone: string; language: string }): { country: string; method: 'query' | 'timezone' | 'language' | 'default' } {
  const fromQuery = asCountryCode(new URLSearchParams(facts.search).get('country'))
  if (fromQuery) return { country: fromQuery, method: 'query' }
  const fromTimeZone = TIME_ZONES[facts.timeZone]
  if (fromTimeZone) return { country: fromTimeZone, method: 'timezone' }
  const fromLanguage = languageRegion(facts.language)
  if (fromLanguage) return { country: fromLanguage, method: 'language' }
  return { country: DEFAULT_COUNTRY, method: 'default' }
}
