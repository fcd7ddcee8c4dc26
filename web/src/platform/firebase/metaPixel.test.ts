// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The pixel reads its id when the config loads, so each test loads the modules afresh. */
async function load() {
  vi.resetModules()
  const consent = await import('../consent/consent')
  const { trackPixel } = await import('./metaPixel')
  return { ...consent, trackPixel }
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src)

describe('the Meta pixel and consent, for a visitor in Poland', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_META_PIXEL_ID', '1234567890')
    window.history.replaceState(null, '', '/?country=PL')
    window.localStorage.clear()
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })
  afterEach(() => {
    delete window.fbq
    document.head.innerHTML = ''
    window.history.replaceState(null, '', '/')
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
  })

  it("loads nothing from Meta before a choice, nor after a refusal", async () => {
    const { trackPixel, decideConsent } = await load()
    trackPixel('AddToCart', {}, 'evt-1')
    decideConsent({ analytics: true, marketing: false })
    trackPixel('AddToCart', {}, 'evt-2')
    expect(window.fbq).toBeUndefined()
    expect(scripts()).toEqual([])
  })

  it('once marketing is granted: the consent call first, then init, then the event; a later refusal is passed on', async () => {
    const { trackPixel, decideConsent } = await load()
    decideConsent({ analytics: false, marketing: true })
    trackPixel('AddToCart', { value: 1 }, 'evt-3')
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js'])
    decideConsent({ analytics: false, marketing: false })
    trackPixel('Purchase', {}, 'evt-4')
    expect(window.fbq?.queue).toEqual([
      ['consent', 'grant'],
      ['init', '1234567890'],
      ['track', 'AddToCart', { value: 1 }, { eventID: 'evt-3' }],
      ['consent', 'revoke'],
    ])
  })
})
