/**
 * The visitor platform's start, called once before the app renders: error listening, the event
 * log, the first-visit event, Meta's click and browser ids. All of it is light (storage and
 * queues); Firebase itself loads after the first paint (platformLoader).
 */
import * as z from 'zod/mini'
import { fbp, recordFbclid } from './adClickIds'
import { describeBrowser } from './browserDescription'
import { startErrorReporter } from './errorReporter'
import { startEventLog } from './eventLog'
import { logEvent } from './events'
import { loadPlatformAfterFirstPaint } from './platformLoader'
import { createStore } from './storage'
import { landingPage } from './visitContext'

const store = createStore('local', 'funnels')
const FIRST_VISIT = 'firstVisitLogged'

/** '[web] first_visit' once per browser (the flag is persisted); the spec fixes its value. */
export function logFirstVisit(): void {
  if (store.read(FIRST_VISIT, z.boolean())) return
  store.write(FIRST_VISIT, true)
  logEvent({
    name: '[web] first_visit',
    value: 'leadership_quiz',
    params: { version: __APP_VERSION__, landingPage: landingPage(), referral: document.referrer || null, browserDescription: describeBrowser(navigator.userAgent) },
  })
}

/** A location change: an fbclid in the new URL is recorded (once per new value). */
export function recordClickIds(): void {
  recordFbclid(window.location.search, Date.now(), window.location.hostname)
}

export function startVisitorPlatform(): void {
  // The landing page is the session's first URL: read it before the router may redirect.
  landingPage()
  startErrorReporter()
  startEventLog()
  recordClickIds()
  fbp(Date.now(), window.location.hostname)
  logFirstVisit()
  loadPlatformAfterFirstPaint()
}
