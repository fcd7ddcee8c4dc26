import { consentAllows } from '../consent/consent'
import { isString } from '../storage/guards'
import { createStore, fromGuard, readCookie, writeCookie } from '../storage/storage'

/**
 * Meta's click id (`_fbc`) and browser id (`_fbp`) cookies, in the format Meta's Conversions API
 * documents ("fbp and fbc parameters"): `fb.{subdomainIndex}.{creationTimeMs}.{fbclid or random}`.
 * The cookies are host-only, so the subdomain index counts the parts of the page's own host.
 * Both are advertising cookies: neither is written, nor the fbclid kept, unless the visitor's
 * consent allows marketing (consent/consent.ts).
 */
const store = createStore('local', 'funnels')
const NINETY_DAYS_MS = 90 * 24 * 60 * 60 * 1000 // the Meta pixel's lifetime for both cookies
const FBP = /^fb\.\d+\.\d+\.\d+$/

/** Which domain a cookie lives on, as Meta counts it: 'com' 0, 'example.com' 1, 'www.example.com' 2. */
export function subdomainIndex(hostname: string): number {
  // localhost and IP addresses have no domain hierarchy to count.
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return 0
  return hostname.split('.').length - 1
}

/**
 * Stores an fbclid from the query string and writes `_fbc` for it, once per new value (spec 4,
 * Location change); the same fbclid again keeps the first click's timestamp.
 */
export function recordFbclid(search: string, now: number, hostname: string): void {
  // Meta asks for the value exactly as it came: URLSearchParams decodes it once, nothing more.
  const fbclid = new URLSearchParams(search).get('fbclid')
  if (!fbclid || !consentAllows('marketing')) return
  const cookieHolds = readCookie('_fbc')?.endsWith(`.${fbclid}`) === true
  if (store.read('fbclid', fromGuard(isString)) === fbclid && cookieHolds) return
  store.write('fbclid', fbclid)
  writeCookie('_fbc', `fb.${subdomainIndex(hostname)}.${now}.${fbclid}`, { expires: new Date(now + NINETY_DAYS_MS) })
}

/** The `_fbc` cookie for the ad-platform events; undefined when the visit came from no Meta ad or marketing is not allowed. */
export const fbc = (): string | undefined => (consentAllows('marketing') ? readCookie('_fbc') : undefined)

/**
 * The `_fbp` browser id, created once (the Meta pixel's own cookie is reused when present).
 * Where cookies are blocked a fresh value is still returned, so the event carries one. Without
 * consent to marketing there is none: undefined, and no cookie written.
 */
export function fbp(now: number, hostname: string, random: () => number = Math.random): string | undefined {
  if (!consentAllows('marketing')) return undefined
  const existing = readCookie('_fbp')
  if (existing && FBP.test(existing)) return existing
  const digits = 1_000_000_000 + Math.floor(random() * 9_000_000_000) // always 10 digits
  const value = `fb.${subdomainIndex(hostname)}.${now}.${digits}`
  writeCookie('_fbp', value, { expires: new Date(now + NINETY_DAYS_MS) })
  return value
}
