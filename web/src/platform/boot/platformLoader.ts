/**
 * Loads the Firebase side of the platform when the browser is idle after the landing is painted,
 * so the SDK never competes with the first paint. Anything that needs it waits on
 * `platformLoaded()` (firebase/platformLoaded); nothing here triggers the load early.
 */
import { markPlatformLoaded } from '../firebase/platformLoaded'
import { afterPaint } from './afterPaint'
import { nextTask } from './nextTask'
import { retryingImport } from './retryingImport'

let scheduled = false

const loadPlatform = retryingImport(() => import('../firebase/firebasePlatform'))

function load() {
  loadPlatform()
    .then(async (platform) => {
      // The SDK's evaluation is one task, its start another: neither holds the page long.
      await nextTask()
      platform.startPlatform()
      markPlatformLoaded(platform)
    })
    // Events wait in the outbox (session storage) for the next page load to send them.
    .catch((error: unknown) => console.error('[platform] Firebase failed to load; events wait for the next page load', error))
}

/** The visitor platform calls this once the first page is on screen: Firebase follows at the next idle moment. */
export function loadFirebaseWhenIdle(): void {
  if (scheduled) return
  scheduled = true
  afterPaint(load)
}
