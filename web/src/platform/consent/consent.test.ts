import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BANNER_VERSION, bannerNeeded, consentAllows, consentClaim, currentConsent, decideConsent, onConsentChange, resetConsentForTests } from './consent'

const NOW = Date.UTC(2026, 10, 27)
let local: Map<string, string>

function stubStorage(storage: Partial<Storage>) {
  vi.stubGlobal('window', { localStorage: storage, location: { search: '' } })
}

beforeEach(() => {
  local = new Map()
  stubStorage({ getItem: (k) => local.get(k) ?? null, setItem: (k, v) => void local.set(k, v), removeItem: (k) => void local.delete(k), key: () => null, length: 0 })
  resetConsentForTests()
})
afterEach(() => vi.unstubAllGlobals())

describe('before a choice', () => {
  it('shows the banner and allows nothing but necessary storage in the EEA and the UK', () => {
    for (const country of ['PL', 'GB', 'NO']) {
      expect(bannerNeeded(country)).toBe(true)
      expect(consentAllows('analytics', country)).toBe(false)
      expect(consentAllows('marketing', country)).toBe(false)
    }
    expect(consentClaim('PL')).toEqual({ analytics: false, marketing: false, version: null })
  })

  it('shows no banner elsewhere and keeps analytics and marketing as they were', () => {
    expect(bannerNeeded('US')).toBe(false)
    expect(consentAllows('analytics', 'US')).toBe(true)
    expect(consentAllows('marketing', 'US')).toBe(true)
  })
})

describe('decideConsent', () => {
  it('stores the choice with its version and time, and the banner is not shown again', () => {
    decideConsent({ analytics: true, marketing: false }, NOW)
    expect(JSON.parse(local.get('funnels:consent') ?? 'null')).toEqual({ analytics: true, marketing: false, version: BANNER_VERSION, decidedAt: NOW })
    expect(bannerNeeded('PL')).toBe(false)
    expect(consentAllows('analytics', 'PL')).toBe(true)
    expect(consentAllows('marketing', 'PL')).toBe(false)
    expect(consentClaim('PL')).toEqual({ analytics: true, marketing: false, version: BANNER_VERSION })
  })

  it('is read from storage on the next page load, once', () => {
    decideConsent({ analytics: false, marketing: true }, NOW)
    resetConsentForTests()
    const getItem = vi.fn((k: string) => local.get(k) ?? null)
    stubStorage({ getItem, setItem: () => undefined, removeItem: () => undefined, key: () => null, length: 0 })
    expect(currentConsent()).toMatchObject({ analytics: false, marketing: true })
    expect(consentAllows('marketing', 'PL')).toBe(true)
    expect(bannerNeeded('PL')).toBe(false)
    expect(getItem).toHaveBeenCalledTimes(1)
  })

  it('a choice outside the EEA is honoured too (the footer link opens the banner for everyone)', () => {
    decideConsent({ analytics: false, marketing: false }, NOW)
    expect(consentAllows('marketing', 'US')).toBe(false)
  })

  it('tells the listeners, and a failing listener does not stop the others', () => {
    const seen: boolean[] = []
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onConsentChange(() => {
      throw new Error('broken listener')
    })
    onConsentChange((choice) => seen.push(choice.marketing))
    decideConsent({ analytics: true, marketing: true }, NOW)
    decideConsent({ analytics: true, marketing: false }, NOW + 1)
    expect(seen).toEqual([true, false])
  })
})

describe('what storage holds', () => {
  it('a choice for an older banner version counts as none: the banner asks again', () => {
    local.set('funnels:consent', JSON.stringify({ analytics: true, marketing: true, version: 'older', decidedAt: NOW }))
    expect(bannerNeeded('PL')).toBe(true)
    expect(consentAllows('marketing', 'PL')).toBe(false)
  })

  it('an unreadable value counts as none', () => {
    local.set('funnels:consent', '{"analytics":"yes"')
    expect(bannerNeeded('PL')).toBe(true)
    local.set('funnels:consent', JSON.stringify({ analytics: 'yes', marketing: true, version: BANNER_VERSION, decidedAt: NOW }))
    resetConsentForTests()
    expect(bannerNeeded('PL')).toBe(true)
  })

  it('storage that refuses everything: the choice holds for this page, and the next page load asks again, without a crash', () => {
    const refuse = () => {
      throw new Error('SecurityError')
    }
    stubStorage({ getItem: refuse, setItem: refuse, removeItem: refuse, key: refuse, get length(): number { return refuse() } })
    expect(bannerNeeded('PL')).toBe(true)
    expect(() => decideConsent({ analytics: true, marketing: true }, NOW)).not.toThrow()
    expect(consentAllows('marketing', 'PL')).toBe(true)
    resetConsentForTests()
    expect(bannerNeeded('PL')).toBe(true)
    expect(consentAllows('marketing', 'PL')).toBe(false)
  })
})

describe('the event trail', () => {
  it("logs each choice as 'Consent changed' with the banner version", async () => {
    const { onEvent } = await import('../events/events')
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const events: unknown[] = []
    const stop = onEvent((event) => events.push(event))
    decideConsent({ analytics: false, marketing: true }, NOW)
    stop()
    expect(events).toEqual([
      { id: 'consentChanged', name: 'Consent changed', value: 'analytics:denied marketing:granted', params: { analytics: false, marketing: true, bannerVersion: BANNER_VERSION, decidedAt: NOW } },
    ])
  })
})
