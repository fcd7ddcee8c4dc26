/**
 * When a prerendered landing asks for the app: once the landing is fully loaded (the load
 * event, so its images have arrived), and not before. The landing is already painted from the
 * HTML and needs none of the app to be seen; scripts and content asked for earlier would share
 * the network with the images the visitor is waiting for. Everything the app needs next (the
 * entry, the funnel's chunks and templates, its content, its stylesheets for the bundler's
 * loader) is then asked for at once, in parallel, never one after another.
 *
 * Input given before the app takes over is kept by earlyInput.ts. No imports: the build inlines
 * this into every landing's HTML.
 */

export interface LandingStart {
  /** The app's entry module. */
  entry: string
  /** Modules the entry and the first pages import, fetched beside it. */
  modules: string[]
  /** Stylesheets already inlined in the landing; linked so the bundler's loader finds them. */
  styles: string[]
  /** The funnel's content file, fetched by the app with fetch(). */
  content?: string
}

/** If the load event is held up (an image that never arrives), the app starts anyway this long after. */
export const START_AT_LATEST_MS = 3000

function addToHead(tag: 'link' | 'script', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return document.head.appendChild(element)
}

/** Asks for everything at once; the entry last, so its own imports find their preloads. */
export function requestApp({ entry, modules, styles, content }: LandingStart): void {
  for (const href of styles) {
    // Already inlined: 'print' until loaded, so the file never holds up rendering.
    const link = addToHead('link', { rel: 'stylesheet', crossorigin: '', href, media: 'print' })
    link.addEventListener('load', () => link.setAttribute('media', 'all'), { once: true })
  }
  for (const href of modules) addToHead('link', { rel: 'modulepreload', crossorigin: '', href })
  // crossorigin: fetch() asks in cors mode, and only a matching preload is reused.
  if (content) addToHead('link', { rel: 'preload', as: 'fetch', crossorigin: '', href: content })
  addToHead('script', { type: 'module', crossorigin: '', src: entry })
}

/** The landing's head script: requests the app after the load event (or START_AT_LATEST_MS). */
export function startAppAfterLoad(start: LandingStart): void {
  let requested = false
  const request = () => {
    if (requested) return
    requested = true
    requestApp(start)
  }
  if (document.readyState === 'complete') request()
  else {
    window.addEventListener('load', request, { once: true })
    setTimeout(request, START_AT_LATEST_MS)
  }
}
