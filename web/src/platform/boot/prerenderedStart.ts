/**
 * When a prerendered page (a landing or a deep link) asks for the app: once the page has
 * loaded (its images have arrived) and its largest paint is on screen, and not before. The page is painted from the
 * HTML and needs none of the app to be seen; scripts and content asked for earlier would share
 * the network with the images the visitor is waiting for. Everything the app needs next (the
 * entry, the funnel's chunks and templates, its content, its stylesheets for the bundler's
 * loader) is then asked for at once, in parallel, never one after another.
 *
 * Input given before the app takes over is kept by earlyInput.ts. Imports nothing that imports:
 * the build inlines this into every prerendered page's HTML.
 */
import { CHOSEN_ATTRIBUTE, DRAWN_BY_APP } from './prerenderedSwap'
import { nextTask } from './nextTask'

export interface PrerenderedStart {
  /** The app's entry module. */
  entry: string
  /** Modules the entry and the first pages import, fetched beside it. */
  modules: string[]
  /** Stylesheets already inlined in the page; linked disabled (never fetched) so the bundler's loader finds them. */
  styles: string[]
  /** The funnel's content file, fetched by the app with fetch(). */
  content?: string
}

/** If the load event or the paint report is held up (an image that never arrives), the app starts anyway this long after the head script. */
export const START_AT_LATEST_MS = 3000

/** Each slice of requests stops after this long, so no single task holds the main thread. */
const SLICE_MS = 4

function addToHead(tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return document.head.appendChild(element)
}

/**
 * Asks for everything, the entry first (the longest chain: it runs, then hydrates), in slices
 * of a few milliseconds: each request costs the main thread some work, and twenty of them in one
 * task would be a long one on a slow phone. All are out within a few tasks, in parallel.
 */
export function requestApp({ entry, modules, styles, content }: PrerenderedStart): void {
  const requests: (() => void)[] = [
    () => addToHead('script', { type: 'module', crossorigin: '', src: entry }),
    // Before the entry can run: its loader then finds them and neither adds them nor waits.
    // Already inlined, so disabled: a disabled stylesheet link is never fetched (a request for
    // styles the page has), and never applied (a copy after the other inlined sheets would, for a
    // moment, reorder the cascade: a layout shift).
    ...styles.map((href) => () => addToHead('link', { rel: 'stylesheet', crossorigin: '', href, disabled: '' })),
    ...modules.map((href) => () => addToHead('link', { rel: 'modulepreload', crossorigin: '', href })),
    // crossorigin: fetch() asks in cors mode, and only a matching preload is reused.
    ...(content ? [() => addToHead('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: content })] : []),
  ]
  const slice = () => {
    const until = performance.now() + SLICE_MS
    do requests.shift()?.()
    while (requests.length > 0 && performance.now() < until)
    if (requests.length > 0) void nextTask().then(slice)
  }
  slice()
}

/**
 * Calls `then` once the page's largest paint is on screen: its hero image (marked with
 * Element Timing) or, without one, its first contentful paint. The load event alone is not
 * enough: a page whose images arrive before the first frame loads before it paints. Browser
 * paint reports, not timers or animation frames, so a test's paused clock cannot hold it up.
 */
function whenPagePainted(then: () => void): void {
  const supported = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes
  const image = document.querySelector('#root [elementtiming]')
  // Element Timing reports only what is painted on screen: a hero below the fold never is.
  const hero = image !== null && image.getBoundingClientRect().top < window.innerHeight && supported.includes('element')
  if (!hero && !supported.includes('paint')) return then()
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => hero || entry.name === 'first-contentful-paint')) return
    observer.disconnect()
    then()
  })
  observer.observe({ type: hero ? 'element' : 'paint', buffered: true })
}

/**
 * The page's head script: requests the app once the page has loaded and its largest paint
 * is on screen, or START_AT_LATEST_MS after this script at the latest (an image that never
 * arrives, a tab in the background, which paints nothing).
 */
export function startAppAfterLoad(start: PrerenderedStart): void {
  // Nothing of the HTML is shown to this visitor (the head script chose so): nothing to wait for.
  if (Number(document.documentElement.getAttribute(CHOSEN_ATTRIBUTE)) === DRAWN_BY_APP) return requestApp(start)
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    requestApp(start)
  }
  const afterLoad = () => whenPagePainted(request)
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  setTimeout(request, START_AT_LATEST_MS)
}
