/**
 * What the entry script does for the visitor platform: almost nothing. It notes the landing URL
 * (before the router may redirect), keeps errors thrown before the reporter exists, and loads the
 * platform once the first page is painted. Events raised until then wait in the event hook's
 * recent list, which the platform replays when it starts.
 */
import { afterPaint } from './afterPaint'
import { retryingImport } from './retryingImport'

/** Routes without a funnel page never call firstPagePainted: start this long after the load event. */
const WITHOUT_PAGE_MS = 3000
let startOnce: () => void = () => undefined

/**
 * The app calls this when the first page of the visit is on screen; the platform loads when the
 * browser is idle after the next frame, so its scripts never compete with the landing's first paint.
 */
export function firstPagePainted(): void {
  afterPaint(() => {
    markPainted()
    startOnce()
  })
}

let markPainted: () => void = () => undefined
const painted = new Promise<void>((resolve) => {
  markPainted = resolve
})

/** Resolves once the first page is on screen: work that may wait (live content) waits for it. */
export const whenFirstPagePainted = (): Promise<void> => painted

type VisitorPlatform = typeof import('./visitorPlatform')
let markLoaded: (platform: VisitorPlatform) => void = () => undefined
const loaded = new Promise<VisitorPlatform>((resolve) => {
  markLoaded = resolve
})

/**
 * Whether the consent banner must show by itself, asked once the visitor platform's code (which
 * holds the consent rules) has loaded after the paint: the app loads the banner's code only then.
 */
export const consentBannerNeeded = (): Promise<boolean> => loaded.then((platform) => platform.consentBannerNeeded())

export function bootVisitorPlatform(): void {
  // Read now: the router may redirect before the platform has loaded.
  const firstUrl = window.location.pathname + window.location.search
  const early: unknown[] = []
  const keepError = (event: ErrorEvent) => void early.push(event.error ?? event.message)
  const keepRejection = (event: PromiseRejectionEvent) => void early.push(event.reason)
  window.addEventListener('error', keepError)
  window.addEventListener('unhandledrejection', keepRejection)
  let started = false
  const start = () => {
    if (started) return
    started = true
    void retryingImport(() => import('./visitorPlatform'))()
      .then((platform) => {
        markLoaded(platform)
        const { startVisitorPlatform } = platform
        window.removeEventListener('error', keepError)
        window.removeEventListener('unhandledrejection', keepRejection)
        return startVisitorPlatform(early, firstUrl)
      })
      .catch((error: unknown) => console.error('[platform] the visitor platform failed to start', error))
  }
  startOnce = start
  const fallback = () => setTimeout(start, WITHOUT_PAGE_MS)
  if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
}
