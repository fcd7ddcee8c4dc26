/**
 * Country detection from geo headers that Google's serving layer adds, so the server needs
 * no GeoIP database:
 * - `x-country-code`: a Google Cloud external Application Load Balancer in front of the
 *   functions, configured with the custom request header `X-Country-Code: {client_region}`.
 * - `x-appengine-country`: added by Google's front end to requests it routes.
 * Both are derived from the client IP by Google; the load balancer header is preferred because
 * we configure it ourselves.
 */
export interface CountryDetection {
  detectedCountry: string | null
  /** 0..1; 0 with method 'unknown' means the server does not know. */
  confidence: number
  method: string
}

const GEO_HEADERS = [
  { name: 'x-country-code', confidence: 0.9 },
  { name: 'x-appengine-country', confidence: 0.85 },
] as const

/** Google sends 'ZZ' (and some proxies 'XX') when the region is unknown. */
const UNKNOWN_CODES = new Set(['ZZ', 'XX'])

export const UNKNOWN_COUNTRY: CountryDetection = { detectedCountry: null, confidence: 0, method: 'unknown' }

export function countryFromHeader(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase()
  if (!code || !/^[A-Z]{2}$/.test(code) || UNKNOWN_CODES.has(code)) return null
  return code
}

export function detectCountry(header: (name: string) => string | undefined): CountryDetection {
  for (const { name, confidence } of GEO_HEADERS) {
    const country = countryFromHeader(header(name))
    if (country) return { detectedCountry: country, confidence, method: 'geo-header' }
  }
  return UNKNOWN_COUNTRY
}
