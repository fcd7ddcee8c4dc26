import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clientCountry, COUNTRY_MAX_AGE_MS, freshCountry, saveDetection } from './country'

const NOW = Date.UTC(2025, 4, 1)
let local: Map<string, string>

beforeEach(() => {
  local = new Map()
  const storage = { getItem: (k: string) => local.get(k) ?? null, setItem: (k: string, v: string) => local.set(k, v), removeItem: (k: string) => local.delete(k) }
  vi.stubGlobal('window', { localStorage: storage })
})
afterEach(() => vi.unstubAllGlobals())

const stored = () => JSON.parse(local.get('funnels:country') ?? 'null') as unknown
const noFallback = () => {
  throw new Error('the fallback must not run when the server detected a country')
}

describe('saveDetection', () => {
  it("persists the server's detection with confidence, method and timestamp", () => {
    expect(saveDetection({ detectedCountry: 'PL', confidence: 0.9, method: 'ip' }, NOW, noFallback)).toBe('PL')
    expect(stored()).toEqual({ countryCode: 'PL', detectedCountry: 'PL', confidence: 0.9, method: 'ip', timestamp: NOW })
    expect(freshCountry(NOW)).toBe('PL')
  })

  it('upper-cases a lower-case server code', () => {
    expect(saveDetection({ detectedCountry: 'de', confidence: 1, method: 'header' }, NOW, noFallback)).toBe('DE')
  })

  it.each([null, '', 'XYZ', '1A'])("persists the client's guess when the server says %j", (detectedCountry) => {
    const fallback = vi.fn(() => ({ country: 'GB', method: 'timezone' }))
    expect(saveDetection({ detectedCountry, confidence: 0.2, method: 'ip' }, NOW, fallback)).toBe('GB')
    expect(fallback).toHaveBeenCalledOnce()
    expect(stored()).toEqual({ countryCode: 'GB', detectedCountry: null, confidence: 0, method: 'timezone', timestamp: NOW })
  })
})

describe('freshCountry (30 days, spec 9)', () => {
  it('is 2592000000 ms', () => expect(COUNTRY_MAX_AGE_MS).toBe(2_592_000_000))

  it('returns the persisted country until it is 30 days old, then clears it', () => {
    saveDetection({ detectedCountry: 'FR', confidence: 1, method: 'ip' }, NOW, noFallback)
    expect(freshCountry(NOW + COUNTRY_MAX_AGE_MS - 1)).toBe('FR')
    expect(freshCountry(NOW + COUNTRY_MAX_AGE_MS)).toBeUndefined()
    expect(local.has('funnels:country')).toBe(false)
    expect(freshCountry(NOW)).toBeUndefined() // cleared, not only hidden
  })

  it('does not trust a detection from the future', () => {
    saveDetection({ detectedCountry: 'FR', confidence: 1, method: 'ip' }, NOW, noFallback)
    expect(freshCountry(NOW - 1)).toBeUndefined()
  })

  it('reads nothing and clears what is unreadable', () => {
    expect(freshCountry(NOW)).toBeUndefined()
    local.set('funnels:country', '{"countryCode":"usa","timestamp":"yesterday"}')
    expect(freshCountry(NOW)).toBeUndefined()
    expect(local.has('funnels:country')).toBe(false)
  })
})

describe('clientCountry (spec 4 fallback order)', () => {
  const guess = (search: string, timeZone: string, language: string) => clientCountry({ search, timeZone, language })

  it('takes the country query parameter first, upper-cased', () => {
    expect(guess('?country=pl', 'Europe/London', 'en-GB')).toEqual({ country: 'PL', method: 'query' })
  })

  it('ignores a query parameter that is not two letters', () => {
    expect(guess('?country=POL', 'Europe/London', 'en-US')).toEqual({ country: 'GB', method: 'timezone' })
    expect(guess('?country=', 'Europe/London', 'en-US')).toEqual({ country: 'GB', method: 'timezone' })
  })

  it.each([
    ['Europe/Berlin', 'DE'],
    ['Europe/Vienna', 'DE'],
    ['Europe/London', 'GB'],
    ['Europe/Paris', 'FR'],
    ['Europe/Madrid', 'ES'],
    ['Europe/Rome', 'IT'],
    ['Europe/Warsaw', 'PL'],
    ['America/New_York', 'US'],
    ['America/Los_Angeles', 'US'],
    ['Asia/Tokyo', 'JP'],
    ['Asia/Shanghai', 'CN'],
  ])('maps the time zone %s to %s before the language', (timeZone, country) => {
    expect(guess('', timeZone, 'pt-BR')).toEqual({ country, method: 'timezone' })
  })

  it.each([
    ['pl-PL', 'PL'],
    ['pt_BR', 'BR'],
    ['zh-Hant-TW', 'TW'],
  ])('takes the region of the language %s for an unmapped time zone', (language, country) => {
    expect(guess('', 'America/Sao_Paulo', language)).toEqual({ country, method: 'language' })
  })

  it.each(['de', 'es-419', ''])('falls back to US for the language %j', (language) => {
    expect(guess('', 'Africa/Lagos', language)).toEqual({ country: 'US', method: 'default' })
  })
})
