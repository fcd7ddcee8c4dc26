// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decideConsent, resetConsentForTests } from '../consent/consent'
import { fbc, fbp, recordFbclid, subdomainIndex } from './adClickIds'

const CLICK = Date.UTC(2025, 4, 1, 12) // 1 May 2025, when the ad was clicked
const LATER = CLICK + 60_000
const DAY = 24 * 60 * 60 * 1000

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(CLICK) // the cookie jar judges expiry by the clock
  clearCookies()
  window.localStorage.clear()
  resetConsentForTests()
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('subdomainIndex (Meta: com 0, example.com 1, www.example.com 2)', () => {
  it.each([
    ['com', 0],
    ['example.com', 1],
    ['www.example.com', 2],
    ['quiz.app.example.co.uk', 4],
    ['localhost', 0],
    ['127.0.0.1', 0],
    ['[::1]', 0],
  ])('%s -> %i', (hostname, index) => expect(subdomainIndex(hostname)).toBe(index))
})

describe('recordFbclid (spec 4, Location change)', () => {
  it('stores a new fbclid and writes _fbc as fb.{subdomainIndex}.{timestamp}.{fbclid}', () => {
    recordFbclid('?utm_source=fb&fbclid=IwAR2F4-dbP0l7Mn1IawQQ', CLICK, 'www.example.com')
    expect(fbc()).toBe(`fb.2.${CLICK}.IwAR2F4-dbP0l7Mn1IawQQ`)
    expect(window.localStorage.getItem('funnels:fbclid')).toBe('"IwAR2F4-dbP0l7Mn1IawQQ"')
  })

  it('keeps the first timestamp when the same fbclid comes again', () => {
    recordFbclid('?fbclid=abc', CLICK, 'example.com')
    const write = vi.spyOn(document, 'cookie', 'set')
    recordFbclid('?fbclid=abc', LATER, 'example.com')
    expect(write).not.toHaveBeenCalled()
    expect(fbc()).toBe(`fb.1.${CLICK}.abc`)
  })

  it('replaces the click id when a later ad brings a different fbclid', () => {
    recordFbclid('?fbclid=abc', CLICK, 'example.com')
    recordFbclid('?fbclid=xyz', LATER, 'example.com')
    expect(fbc()).toBe(`fb.1.${LATER}.xyz`)
    expect(window.localStorage.getItem('funnels:fbclid')).toBe('"xyz"')
  })

  it('writes the cookie again when it was cleared but the fbclid is still stored', () => {
    recordFbclid('?fbclid=abc', CLICK, 'localhost')
    clearCookies()
    recordFbclid('?fbclid=abc', LATER, 'localhost')
    expect(fbc()).toBe(`fb.0.${LATER}.abc`)
  })

  it('keeps the fbclid exactly as it came (case, characters)', () => {
    recordFbclid('?fbclid=IwAR_Mixed-Case.Value', CLICK, 'example.com')
    expect(fbc()).toBe(`fb.1.${CLICK}.IwAR_Mixed-Case.Value`)
  })

  it('does nothing without an fbclid', () => {
    recordFbclid('?utm_source=fb&fbclid=', CLICK, 'example.com')
    expect(fbc()).toBeUndefined()
    expect(window.localStorage.getItem('funnels:fbclid')).toBeNull()
  })

  it('lets _fbc live 90 days, as the Meta pixel does', () => {
    const write = vi.spyOn(document, 'cookie', 'set')
    recordFbclid('?fbclid=abc', CLICK, 'example.com')
    expect(write).toHaveBeenCalledWith(expect.stringContaining(`expires=${new Date(CLICK + 90 * DAY).toUTCString()}`))
  })
})

describe('fbp', () => {
  it('creates fb.{subdomainIndex}.{creationTime}.{10 random digits} once and then reuses it', () => {
    const write = vi.spyOn(document, 'cookie', 'set')
    const first = fbp(CLICK, 'www.example.com', () => 0.5)
    expect(first).toBe(`fb.2.${CLICK}.5500000000`)
    expect(write).toHaveBeenCalledWith(expect.stringContaining(`expires=${new Date(CLICK + 90 * DAY).toUTCString()}`))
    expect(fbp(LATER, 'www.example.com', () => 0.1)).toBe(first)
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('always has exactly 10 random digits', () => {
    expect(fbp(CLICK, 'example.com', () => 0)).toBe(`fb.1.${CLICK}.1000000000`)
    clearCookies()
    expect(fbp(CLICK, 'example.com', () => 0.9999999999999)).toBe(`fb.1.${CLICK}.9999999999`)
  })

  it("reuses the Meta pixel's own cookie and replaces one that is not in Meta's format", () => {
    document.cookie = '_fbp=fb.1.1596403881668.1116446470; path=/'
    expect(fbp(CLICK, 'example.com', () => 0.5)).toBe('fb.1.1596403881668.1116446470')
    document.cookie = '_fbp=garbage; path=/'
    expect(fbp(CLICK, 'example.com', () => 0.5)).toBe(`fb.1.${CLICK}.5500000000`)
  })

  it('expires after 90 days and is then created anew', () => {
    fbp(CLICK, 'example.com', () => 0.5)
    vi.setSystemTime(CLICK + 91 * DAY)
    expect(fbp(CLICK + 91 * DAY, 'example.com', () => 0.2)).toBe(`fb.1.${CLICK + 91 * DAY}.2800000000`)
  })
})

describe('consent (a visitor in Poland, where consent is required)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/?country=PL')
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('writes neither _fbp nor _fbc, nor keeps the fbclid, before the visitor chooses', () => {
    recordFbclid('?fbclid=AbC', CLICK, 'example.com')
    expect(fbp(CLICK, 'example.com', () => 0.5)).toBeUndefined()
    expect(document.cookie).toBe('')
    expect(window.localStorage.getItem('funnels:fbclid')).toBeNull()
  })

  it('writes nothing after a refusal, and both once marketing is granted', () => {
    decideConsent({ analytics: true, marketing: false }, CLICK)
    recordFbclid('?fbclid=AbC', CLICK, 'example.com')
    expect(fbp(CLICK, 'example.com', () => 0.5)).toBeUndefined()
    expect(document.cookie).not.toMatch(/_fb[cp]/)
    decideConsent({ analytics: true, marketing: true }, CLICK)
    recordFbclid('?fbclid=AbC', CLICK, 'example.com')
    expect(fbp(CLICK, 'example.com', () => 0.5)).toBe(`fb.1.${CLICK}.5500000000`)
    expect(fbc()).toBe(`fb.1.${CLICK}.AbC`)
  })

  it('reads no _fbc cookie another script left, while marketing is not allowed', () => {
    document.cookie = `_fbc=fb.1.${CLICK}.Old; path=/`
    expect(fbc()).toBeUndefined()
  })
})
