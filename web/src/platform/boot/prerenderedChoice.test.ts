// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAbManager } from '../visitor/ab'
import { chooseAlternative, markChosenAlternative, type PrerenderedChoices } from './prerenderedChoice'
import { alternativesData, DRAWN_BY_APP, showChosenAlternative } from './prerenderedSwap'

const headline = { key: 'landingPageHeadlineKey', variants: [{ value: 'original', weight: 25 }, { value: 'alt1', weight: 75 }] }
const timer = { key: 'timerTextKey', variants: [{ value: 'limitedTimeOffer' }, { value: 'planReserved' }] }
const choices: PrerenderedChoices = {
  funnelKey: 'screendetox',
  tests: [headline],
  alternatives: { 'en|original': 0, 'en|alt1': 1, 'pl|original': 2, 'pl|alt1': 3 },
}
const storedVariants = () => JSON.parse(localStorage.getItem('funnels-ab:screendetox') ?? '{}') as Record<string, string>

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
  document.documentElement.removeAttribute('data-alternative')
  document.body.innerHTML = ''
})

describe('chooseAlternative', () => {
  it("draws a new visitor's landing variants by weight and stores them where the app reads them", () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5) // past the first 25 of 100: alt1
    expect(chooseAlternative(choices)).toBe(1)
    expect(storedVariants()).toEqual({ landingPageHeadlineKey: 'alt1' })
    // The app draws the rest later and keeps the landing's variant: the same markup, no swap.
    const app = createAbManager('screendetox', [headline, timer], ['screendetox']).load()
    expect(app.landingPageHeadlineKey).toBe('alt1')
    expect(storedVariants().landingPageHeadlineKey).toBe('alt1')
  })

  it("keeps a returning visitor's variants, the other tests' included, and reads the stored language", () => {
    localStorage.setItem('funnels-ab:screendetox', JSON.stringify({ landingPageHeadlineKey: 'original', timerTextKey: 'planReserved' }))
    localStorage.setItem('funnels:language', JSON.stringify('pl'))
    expect(chooseAlternative(choices)).toBe(2)
    expect(storedVariants()).toEqual({ landingPageHeadlineKey: 'original', timerTextKey: 'planReserved' })
  })

  it('draws again over a stored variant the test no longer has, and ignores a stored language that is none', () => {
    localStorage.setItem('funnels-ab:screendetox', JSON.stringify({ landingPageHeadlineKey: 'retired' }))
    localStorage.setItem('funnels:language', JSON.stringify('xx'))
    vi.spyOn(Math, 'random').mockReturnValue(0.1)
    expect(chooseAlternative(choices)).toBe(0)
    expect(storedVariants()).toEqual({ landingPageHeadlineKey: 'original' })
  })

  it('treats corrupted storage as nothing stored', () => {
    localStorage.setItem('funnels-ab:screendetox', '{not json')
    localStorage.setItem('funnels:language', 'pl') // not JSON either
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    expect(chooseAlternative(choices)).toBe(1)
  })

  it('still chooses when storage throws (blocked), drawing for this page view', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    expect(chooseAlternative(choices)).toBe(1)
  })

  it("leaves a later page to the app for a visitor holding what its HTML was rendered without, and shows the HTML to everyone else", () => {
    const later: PrerenderedChoices = { ...choices, stored: { local: ['funnels:answers:screendetox', 'funnels:email'], session: ['funnels:historyMax'], cookies: [] } }
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    expect(chooseAlternative(later)).toBe(1)
    // Variants and language are the alternatives' business, not a reason to leave the HTML.
    expect(localStorage.getItem('funnels-ab:screendetox')).not.toBeNull()
    localStorage.setItem('funnels:answers:screendetox', JSON.stringify({ q1: [{ key: 'a', index: 0 }] }))
    expect(chooseAlternative(later)).toBe(DRAWN_BY_APP)
    localStorage.clear()
    sessionStorage.setItem('funnels:historyMax', '3')
    expect(chooseAlternative(later)).toBe(DRAWN_BY_APP)
    sessionStorage.clear()
    // Another funnel's answers are not this page's business.
    localStorage.setItem('funnels:answers:leadership', '{}')
    expect(chooseAlternative(later)).toBe(1)
  })

  it("shows the checkout's HTML (the payment being checked) for the provider's return only, in the visitor's language", () => {
    const checkout: PrerenderedChoices = { funnelKey: 'leadership', tests: [], alternatives: { en: 0, pl: 1 }, providerReturn: true }
    const at = (search: string) => {
      history.replaceState(null, '', `/leadership/checkout${search}`)
      return chooseAlternative(checkout)
    }
    try {
      expect(at('?payment_return=true&session_id=cs_1')).toBe(0)
      localStorage.setItem('funnels:language', JSON.stringify('pl'))
      expect(at('?payment_return=true&session_id=cs_1')).toBe(1)
      // The paywall's request, the provider's cancel and a return without its session id: the app draws what they show.
      expect(at('?onboardingType=leadership&priceOption=%7B%7D')).toBe(DRAWN_BY_APP)
      expect(at('?payment_cancelled=true&payment_return=true&session_id=cs_1')).toBe(DRAWN_BY_APP)
      expect(at('?payment_return=true&session_id={CHECKOUT_SESSION_ID}')).toBe(DRAWN_BY_APP)
      expect(at('')).toBe(DRAWN_BY_APP)
      // Stored state the render read still decides on the provider's return.
      const withEmail: PrerenderedChoices = { ...checkout, stored: { local: ['funnels:email'], session: [], cookies: [] } }
      history.replaceState(null, '', '/leadership/checkout?payment_return=true&session_id=cs_1')
      expect(chooseAlternative(withEmail)).toBe(1)
      localStorage.setItem('funnels:email', JSON.stringify('anna@example.com'))
      expect(chooseAlternative(withEmail)).toBe(DRAWN_BY_APP)
    } finally {
      history.replaceState(null, '', '/')
    }
  })

  it('falls back to the markup in #root when no alternative matches', () => {
    expect(chooseAlternative({ funnelKey: 'screendetox', tests: [], alternatives: {} })).toBe(0)
  })
})

describe('markChosenAlternative and showChosenAlternative', () => {
  const page = (data = alternativesData(['<h1>Original</h1>', '<h1>Alt 1</h1>'])) => {
    document.body.innerHTML = `<div id="root"><h1>Original</h1></div><script type="application/json" id="page-alternatives">${data}</script>`
  }

  it('swap the chosen alternative into #root and show it', () => {
    page()
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    markChosenAlternative(choices)
    expect(document.documentElement.getAttribute('data-alternative')).toBe('1')
    showChosenAlternative()
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Alt 1</h1>')
    expect(document.documentElement.hasAttribute('data-alternative')).toBe(false)
  })

  it('leave #root alone for the default alternative', () => {
    page()
    vi.spyOn(Math, 'random').mockReturnValue(0.1)
    markChosenAlternative(choices)
    expect(document.documentElement.hasAttribute('data-alternative')).toBe(false)
    showChosenAlternative()
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Original</h1>')
  })

  it("empty #root for a visitor the HTML does not fit, so the app draws their page from nothing", () => {
    page()
    localStorage.setItem('funnels:email', JSON.stringify('ada@example.com'))
    markChosenAlternative({ ...choices, stored: { local: ['funnels:email'], session: [], cookies: [] } })
    expect(document.documentElement.getAttribute('data-alternative')).toBe(String(DRAWN_BY_APP))
    showChosenAlternative()
    expect(document.getElementById('root')?.childElementCount).toBe(0)
    expect(document.documentElement.hasAttribute('data-alternative')).toBe(false)
  })

  it('show the default alternative, not a blank page, when the alternatives cannot be read', () => {
    page('["<h1>Alt 1</h1>"') // cut off
    vi.spyOn(Math, 'random').mockReturnValue(0.9)
    markChosenAlternative(choices)
    expect(() => showChosenAlternative()).toThrow()
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Original</h1>')
    expect(document.documentElement.hasAttribute('data-alternative')).toBe(false)
  })
})

describe('alternativesData', () => {
  it('keeps every alternative but the one in #root, with no "<" that could end the element holding it', () => {
    const data = alternativesData(['<h1>A</h1>', '<h1>B</h1></script><!--', '<p>C</p>'])
    expect(data).not.toContain('<')
    expect(JSON.parse(data)).toEqual(['<h1>B</h1></script><!--', '<p>C</p>'])
  })
})
