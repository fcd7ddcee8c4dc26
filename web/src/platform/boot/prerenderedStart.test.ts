// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { START_AT_LATEST_MS, startAppAfterLoad, type PrerenderedStart } from './prerenderedStart'

const start: PrerenderedStart = {
  entry: '/assets/index-1.js',
  modules: ['/assets/runtime-2.js', '/assets/FunnelArea-3.js'],
  styles: ['/assets/index-4.css'],
  content: '/assets/demo-5.json',
}

/** What the head asks for, as "rel href" lines in document order. */
const requested = () =>
  [...document.head.querySelectorAll('link, script')].map((element) =>
    element instanceof HTMLScriptElement ? `script ${element.type} ${element.getAttribute('src')}` : `${element.getAttribute('rel')} ${element.getAttribute('href')}`,
  )

/** The load event, then every request out (they go in slices of a few milliseconds). */
async function loaded() {
  window.dispatchEvent(new Event('load'))
  await vi.waitFor(() => expect(requested()).toHaveLength(5))
}

let readyState: DocumentReadyState
beforeEach(() => {
  readyState = 'interactive'
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.head.innerHTML = ''
})

describe('startAppAfterLoad', () => {
  it('asks for nothing while the landing loads, then for everything at once, the entry first', async () => {
    startAppAfterLoad(start)
    expect(requested()).toEqual([])
    await loaded()
    expect(requested()).toEqual([
      'script module /assets/index-1.js',
      'stylesheet /assets/index-4.css',
      'modulepreload /assets/runtime-2.js',
      'modulepreload /assets/FunnelArea-3.js',
      'preload /assets/demo-5.json',
    ])
    // Matching the app's own requests (cors), so the preloads are reused.
    expect([...document.head.querySelectorAll('link, script')].every((element) => element.hasAttribute('crossorigin'))).toBe(true)
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('as')).toBe('fetch')
  })

  it('links the inlined stylesheets disabled, so the browser never fetches them again nor reorders the cascade, and the loader still finds them', async () => {
    startAppAfterLoad(start)
    await loaded()
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]')!
    expect(link.hasAttribute('disabled')).toBe(true)
    expect(link.getAttribute('href')).toBe('/assets/index-4.css')
  })

  it('on a slow device, spreads the requests over several short tasks instead of one long one', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3)) // each request "costs" 3 ms
    startAppAfterLoad(start)
    window.dispatchEvent(new Event('load'))
    expect(requested()).toEqual(['script module /assets/index-1.js', 'stylesheet /assets/index-4.css'])
    await vi.waitFor(() => expect(requested()).toHaveLength(5))
    expect(requested().at(-1)).toBe('preload /assets/demo-5.json')
    vi.restoreAllMocks()
  })

  it('starts anyway when the load event is held up, and only once', async () => {
    vi.useFakeTimers()
    startAppAfterLoad(start)
    vi.advanceTimersByTime(START_AT_LATEST_MS - 1)
    expect(requested()).toEqual([])
    vi.advanceTimersByTime(1)
    window.dispatchEvent(new Event('load'))
    vi.useRealTimers()
    await vi.waitFor(() => expect(requested()).toHaveLength(5))
    expect(requested().filter((line) => line.startsWith('script'))).toEqual(['script module /assets/index-1.js'])
  })

  it('starts at once when the page has already loaded', async () => {
    readyState = 'complete'
    const { content: _content, ...withoutContent } = start
    startAppAfterLoad(withoutContent)
    expect(requested()).toContain('script module /assets/index-1.js')
    await vi.waitFor(() => expect(requested()).toHaveLength(4))
    expect(requested().some((line) => line.startsWith('preload'))).toBe(false)
  })
})

describe('waiting for the landing to be painted', () => {
  /** A stand-in for the browser's paint reports: the test says which entries arrive and when. */
  class ReportedPaints {
    static supportedEntryTypes = ['paint', 'element']
    static last: ReportedPaints | undefined
    type = ''
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {
      ReportedPaints.last = this
    }
    observe({ type }: { type: string }) {
      this.type = type
    }
    disconnect() {}
    report(...names: string[]) {
      this.callback({ getEntries: () => names.map((name) => ({ name })) })
    }
  }

  beforeEach(() => {
    readyState = 'complete'
    vi.stubGlobal('PerformanceObserver', ReportedPaints)
  })
  afterEach(async () => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
    await vi.waitFor(() => expect(requested().length === 0 || requested().length === 5).toBe(true))
  })

  it("with a hero image, waits until the browser reports it painted, not just the page's first paint", async () => {
    document.body.innerHTML = '<div id="root"><h1>Less screen</h1><img elementtiming="hero" src="/hero.svg"></div>'
    startAppAfterLoad(start)
    expect(ReportedPaints.last?.type).toBe('element')
    expect(requested()).toEqual([])
    ReportedPaints.last?.report('hero')
    await vi.waitFor(() => expect(requested()).toHaveLength(5))
  })

  it('without one, waits for the first contentful paint (the heading), not the first paint', async () => {
    document.body.innerHTML = '<div id="root"><h1>Lead with confidence</h1></div>'
    startAppAfterLoad(start)
    expect(ReportedPaints.last?.type).toBe('paint')
    ReportedPaints.last?.report('first-paint')
    expect(requested()).toEqual([])
    ReportedPaints.last?.report('first-contentful-paint')
    await vi.waitFor(() => expect(requested()).toHaveLength(5))
  })

  it('with the hero below the fold, which is never painted until scrolled to, waits for the first contentful paint', () => {
    document.body.innerHTML = '<div id="root"><h1>Less screen</h1><img elementtiming="hero" src="/hero.svg"></div>'
    vi.spyOn(document.querySelector('img')!, 'getBoundingClientRect').mockReturnValue({ top: window.innerHeight + 10 } as DOMRect)
    startAppAfterLoad(start)
    expect(ReportedPaints.last?.type).toBe('paint')
    ReportedPaints.last?.report('first-contentful-paint')
  })
})
