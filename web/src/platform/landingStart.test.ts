// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { START_AT_LATEST_MS, startAppAfterLoad, type LandingStart } from './landingStart'

const start: LandingStart = {
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

let readyState: DocumentReadyState
beforeEach(() => {
  readyState = 'interactive'
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.head.innerHTML = ''
})

describe('startAppAfterLoad', () => {
  it('asks for nothing while the landing loads, then for everything at once, the entry last', () => {
    startAppAfterLoad(start)
    expect(requested()).toEqual([])
    window.dispatchEvent(new Event('load'))
    expect(requested()).toEqual([
      'stylesheet /assets/index-4.css',
      'modulepreload /assets/runtime-2.js',
      'modulepreload /assets/FunnelArea-3.js',
      'preload /assets/demo-5.json',
      'script module /assets/index-1.js',
    ])
    // Matching the app's own requests (cors), so the preloads are reused.
    expect([...document.head.querySelectorAll('link, script')].every((element) => element.hasAttribute('crossorigin'))).toBe(true)
    expect(document.head.querySelector('link[rel=preload]')?.getAttribute('as')).toBe('fetch')
  })

  it('never lets the inlined stylesheet hold up rendering: print until loaded', () => {
    startAppAfterLoad(start)
    window.dispatchEvent(new Event('load'))
    const link = document.head.querySelector('link[rel=stylesheet]')!
    expect(link.getAttribute('media')).toBe('print')
    link.dispatchEvent(new Event('load'))
    expect(link.getAttribute('media')).toBe('all')
  })

  it('starts anyway when the load event is held up, and only once', () => {
    startAppAfterLoad(start)
    vi.advanceTimersByTime(START_AT_LATEST_MS - 1)
    expect(requested()).toEqual([])
    vi.advanceTimersByTime(1)
    window.dispatchEvent(new Event('load'))
    expect(requested().filter((line) => line.startsWith('script'))).toEqual(['script module /assets/index-1.js'])
  })

  it('starts at once when the page has already loaded', () => {
    readyState = 'complete'
    startAppAfterLoad({ ...start, content: undefined } as unknown as LandingStart)
    expect(requested()).toContain('script module /assets/index-1.js')
    expect(requested().some((line) => line.startsWith('preload'))).toBe(false)
  })
})
