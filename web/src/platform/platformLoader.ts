/**
 * Loads the Firebase side of the platform when the browser is idle after the landing is painted,
 * so the SDK never competes with the first paint. Anything that needs it waits on
 * `platformLoaded()`; nothing here triggers the load early.
 */
type Platform = typeof import('./firebase/firebasePlatform')

let resolveLoaded: (platform: Platform) => void = () => undefined
const loaded = new Promise<Platform>((resolve) => {
  resolveLoaded = resolve
})
let scheduled = false

export const platformLoaded = (): Promise<Platform> => loaded

function load() {
  import('./firebase/firebasePlatform')
    .then((platform) => {
      platform.startPlatform()
      resolveLoaded(platform)
    })
    // Events wait in the outbox (session storage) for the next page load to send them.
    .catch((error: unknown) => console.error('[platform] Firebase failed to load; events wait for the next page load', error))
}

/** After the load event and an idle moment (at most 2 s later). */
export function loadFirebaseWhenIdle(): void {
  if (scheduled) return
  scheduled = true
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 2000 }) : setTimeout(load, 200))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
