/**
 * The visitor platform's start, once the landing is painted: error reporting, the event log
 * (with the events raised before it), the first-visit event, Meta's click and browser ids; then
 * Firebase itself, when the browser is idle (platformLoader). Each step is a task of its own,
 * so the start never holds the main thread while the visitor may be tapping the landing.
 */
import { productEvent } from '../../../../schemas/events/productEvent'
import { bannerNeeded, onConsentChange } from '../consent/consent'
import { fbp, recordFbclid } from '../visitor/adClickIds'
import { describeBrowser } from '../visitor/browserDescription'
import { startErrorReporter } from '../events/errorReporter'
import { startEventLog } from '../events/eventLog'
import { onEvent, type ProductEvent } from '../events/events'
import { nextTask } from './nextTask'
import { loadFirebaseWhenIdle } from './platformLoader'
import { isBoolean } from '../storage/guards'
import { createStore, fromGuard } from '../storage/storage'
import { readTimeZoneOffMainThread } from '../visitor/timeZone'
import { landingPage } from '../visitor/visitSession'

const store = createStore('local', 'funnels')
const FIRST_VISIT = 'firstVisitLogged'

/** '[web] first_visit' once per browser (the flag is persisted); the spec fixes its value. */
export function firstVisit(): ProductEvent | undefined {
  if (store.read(FIRST_VISIT, fromGuard(isBoolean))) return undefined
  store.write(FIRST_VISIT, true)
  return productEvent('firstVisit', {
    value: 'leadership_quiz',
    params: { version: __APP_VERSION__, landingPage: landingPage(), referral: document.referrer || null, browserDescription: describeBrowser(navigator.userAgent) },
  })
}

const recordClickIds = () => recordFbclid(window.location.search, Date.now(), window.location.hostname)

/** Whether the consent banner must show by itself now (platformBoot's consentBannerNeeded asks). */
export const consentBannerNeeded = (): boolean => bannerNeeded()

/** `earlyErrors`: what was thrown before the reporter existed; `firstUrl`: the address the app started on. */
export async function startVisitorPlatform(earlyErrors: readonly unknown[] = [], firstUrl?: string): Promise<void> {
  landingPage(firstUrl)
  startErrorReporter(earlyErrors)
  // Every event's context names the time zone: its first read is costly, so a worker does it.
  await readTimeZoneOffMainThread()
  // The first visit goes first in the trail, before the page visits that preceded this start.
  const first = firstVisit()
  startEventLog(first ? [first] : [])
  await nextTask()
  recordClickIds()
  // Every location change may bring a new fbclid.
  onEvent((event) => {
    if (event.id === 'visited') recordClickIds()
  })
  // Without consent to marketing both write nothing; a later grant writes them then.
  fbp(Date.now(), window.location.hostname)
  onConsentChange((choice) => {
    if (!choice.marketing) return
    recordClickIds()
    fbp(Date.now(), window.location.hostname)
  })
  loadFirebaseWhenIdle()
}
