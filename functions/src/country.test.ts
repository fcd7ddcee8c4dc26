import { describe, expect, it } from 'vitest'
import { countryFromHeader, detectCountry, UNKNOWN_COUNTRY } from './country'

const headers = (values: Record<string, string>) => (name: string) => values[name]

describe('countryFromHeader', () => {
  it('upper-cases a two-letter code', () => {
    expect(countryFromHeader(' pl ')).toBe('PL')
  })

  it.each([undefined, '', 'ZZ', 'xx', 'DEU', 'D', '1A', 'de,fr'])('ignores %j', (value) => {
    expect(countryFromHeader(value)).toBeNull()
  })
})

describe('detectCountry', () => {
  it('prefers the load balancer header', () => {
    expect(detectCountry(headers({ 'x-country-code': 'de', 'x-appengine-country': 'FR' }))).toEqual({ detectedCountry: 'DE', confidence: 0.9, method: 'geo-header' })
  })

  it("falls back to Google's front-end header when the first is unusable", () => {
    expect(detectCountry(headers({ 'x-country-code': 'ZZ', 'x-appengine-country': 'fr' }))).toMatchObject({ detectedCountry: 'FR', method: 'geo-header' })
  })

  it('says it does not know without a usable header', () => {
    expect(detectCountry(headers({ 'x-appengine-country': 'ZZ' }))).toEqual(UNKNOWN_COUNTRY)
    expect(UNKNOWN_COUNTRY).toEqual({ detectedCountry: null, confidence: 0, method: 'unknown' })
  })
})
