// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { visitContext, type BrowserFacts } from './visitContext'

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

const facts = (overrides: Partial<BrowserFacts> = {}): BrowserFacts => ({
  href: 'https://quiz.example.com/leadership/q1',
  referrer: '',
  userAgent: CHROME_ANDROID,
  screen: { width: 390, height: 844 },
  viewport: { width: 390, height: 664 },
  timeZone: 'Europe/Warsaw',
  language: 'pl-PL',
  sessionId: 'session-1',
  landingPage: '/leadership',
  ...overrides,
})

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('visitContext (spec 3, extended context)', () => {
  it('reads the ad parameters from the landing URL\'s query and describes the browser and screen', () => {
    const landingPage =
      '/leadership?utm_source=facebook&utm_medium=paid&utm_campaign=spring&utm_term=lead&utm_content=video%201' +
      '&ad_id=11&adset_id=22&campaign_id=33&placement=Instagram_Reels&id=44&fbclid=IwAR2F4-dbP0'
    // The visitor has moved on: the address no longer has the query, the attribution stays.
    expect(visitContext(facts({ landingPage, href: 'https://quiz.example.com/leadership/q1', referrer: 'https://l.facebook.com/' }))).toStrictEqual({
      landingPage,
      referrer: 'https://l.facebook.com/',
      browserDescription: 'Chrome 130 on Android',
      utm_source: 'facebook',
      utm_medium: 'paid',
      utm_campaign: 'spring',
      utm_term: 'lead',
      utm_content: 'video 1',
      ad_id: '11',
      adset_id: '22',
      campaign_id: '33',
      placement: 'Instagram_Reels',
      id: '44',
      fbclid: 'IwAR2F4-dbP0',
      sessionId: 'session-1',
      screenResolution: '390x844',
      viewportSize: '390x664',
      timezone: 'Europe/Warsaw',
      systemLanguage: 'pl-PL',
    })
  })

  it('keeps every key, with null for a missing parameter or referrer', () => {
    const context = visitContext(facts())
    expect(Object.keys(context)).toHaveLength(19)
    for (const key of ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ad_id', 'adset_id', 'campaign_id', 'placement', 'id', 'fbclid'] as const) {
      expect(context).toHaveProperty(key, null)
    }
  })

  it('survives a landing page it cannot read', () => {
    expect(visitContext(facts({ landingPage: '%%?utm_source' })).utm_source).toBe('')
    expect(visitContext(facts({ landingPage: '' })).utm_source).toBeNull()
  })
})

describe('session id and landing page', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    window.history.replaceState(null, '', '/leadership?utm_source=facebook')
    vi.resetModules() // a fresh page view: nothing remembered in memory either
  })
  afterEach(() => vi.restoreAllMocks())

  const freshPage = async () => ({ ...(await import('./visitSession')), ...(await import('./visitContext')) })

  it('creates the session id once and keeps it across page views of the session', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce('11111111-1111-4111-8111-111111111111').mockReturnValueOnce('22222222-2222-4222-8222-222222222222')
    const first = await freshPage()
    expect(first.sessionId()).toBe('11111111-1111-4111-8111-111111111111')
    expect(first.sessionId()).toBe('11111111-1111-4111-8111-111111111111')
    expect(window.sessionStorage.getItem('funnels:sessionId')).toBe('"11111111-1111-4111-8111-111111111111"')
    vi.resetModules()
    expect((await freshPage()).sessionId()).toBe('11111111-1111-4111-8111-111111111111') // a reload
    window.sessionStorage.clear()
    vi.resetModules()
    expect((await freshPage()).sessionId()).toBe('22222222-2222-4222-8222-222222222222') // a new session
  })

  it('replaces a corrupted stored id', async () => {
    window.sessionStorage.setItem('funnels:sessionId', '42')
    const id = (await freshPage()).sessionId()
    expect(id).toMatch(UUID_V4)
    expect(window.sessionStorage.getItem('funnels:sessionId')).toBe(JSON.stringify(id))
  })

  it('builds a version 4 UUID where crypto.randomUUID is missing (plain http)', async () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues')
    try {
      expect((await freshPage()).sessionId()).toMatch(UUID_V4)
      expect(getRandomValues).toHaveBeenCalledOnce()
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID')
    }
  })

  it('keeps one id per page view when session storage is unavailable', async () => {
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('SecurityError')
    })
    const page = await freshPage()
    const id = page.sessionId()
    expect(id).toMatch(UUID_V4)
    expect(page.sessionId()).toBe(id)
    blocked.mockRestore()
    expect(window.sessionStorage.getItem('funnels:sessionId')).toBeNull()
  })

  it('records the first path and query of the session as the landing page', async () => {
    const page = await freshPage()
    expect(page.landingPage()).toBe('/leadership?utm_source=facebook')
    window.history.pushState(null, '', '/leadership/q1')
    expect(page.landingPage()).toBe('/leadership?utm_source=facebook')
    vi.resetModules()
    expect((await freshPage()).landingPage()).toBe('/leadership?utm_source=facebook')
  })

  it('gathers the browser facts from window, navigator and Intl', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390)
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(664)
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(390)
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(844)
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_ANDROID)
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('pl-PL')
    const page = await freshPage()
    const gathered = page.browserFacts()
    expect(gathered).toStrictEqual({
      href: 'http://localhost:3000/leadership?utm_source=facebook',
      referrer: '',
      userAgent: CHROME_ANDROID,
      screen: { width: 390, height: 844 },
      viewport: { width: 390, height: 664 },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language: 'pl-PL',
      sessionId: page.sessionId(),
      landingPage: '/leadership?utm_source=facebook',
    })
    expect(page.visitContext(gathered)).toMatchObject({ utm_source: 'facebook', screenResolution: '390x844', browserDescription: 'Chrome 130 on Android' })
  })
})
