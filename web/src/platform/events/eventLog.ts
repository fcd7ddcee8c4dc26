/**
 * Every product event becomes a saveLog event (through the outbox) with the common params and
 * the visit's context, and, where the routing table says so, a GA4 event and a Meta conversion.
 */
import { reportExposure } from './abExposure'
import { adEventFor, analyticsFor } from './eventRouting'
import { enqueueEvent, persistOutbox } from './eventOutbox'
import { onEvent, recentEvents, type ProductEvent } from './events'
import { platformLoaded } from '../firebase/platformLoaded'
import { browserFacts, visitContext } from '../visitor/visitContext'
import { commonParams } from './commonParams'
import { consentClaim } from '../consent/consent'
import { activeOnboarding, activeVariants } from '../visitor/visitor'
import { afterNextPaint, createPaintDeferral, type PaintDeferral, type Schedule } from './paintDeferral'

/** The outbox entry for an event: what was true when it was raised, the user id comes at sending. */
export function logEntry(event: ProductEvent, now = Date.now()) {
  return {
    id: crypto.randomUUID(),
    name: event.name,
    ...(event.value !== undefined ? { value: event.value } : {}),
    params: { ...commonParams(), ...event.params },
    onboardingName: activeOnboarding(),
    superProperties: { ...visitContext(browserFacts()), abVariants: activeVariants(), consent: consentClaim() },
    createdAt: now,
  }
}

/**
 * Logs an event: its entry is made now (what was true when it was raised), and queued for saveLog
 * through `later` (after the next paint), so a tap that raises it is not slowed by the outbox's
 * storage and the call it wakes.
 */
function record(event: ProductEvent, later: PaintDeferral) {
  // Spec 4, location change: the page's A/B activation events come before its visit.
  if (event.id === 'visited' && event.part !== undefined) reportExposure(event.part, event.params?.testsRead ?? [], activeVariants())
  const entry = logEntry(event)
  later.defer(() => enqueueEvent(entry))
  const analytics = analyticsFor(event)
  if (analytics) void platformLoaded().then((platform) => platform.sendAnalytics(analytics))
  const ad = adEventFor(event)
  if (ad) void platformLoaded().then((platform) => platform.sendAdEvent(ad))
}

/**
 * Starts logging: `first` (the first visit), then the events raised since the page loaded (the
 * event hook keeps them), then every event as it is raised. `schedule`: when queued entries
 * reach the outbox (after the next paint; tests pass `runNow`); the replay reaches it at once.
 */
export function startEventLog(first: readonly ProductEvent[] = [], schedule: Schedule = afterNextPaint): () => void {
  const replayed = [...first, ...recentEvents()]
  const later = createPaintDeferral(schedule)
  // Listening before the replay: a replayed visit (the first page of a visit, a page opened
  // directly) raises its exposure events now, and they must reach the log like any other.
  const stop = onEvent((event) => record(event, later))
  for (const event of replayed) record(event, later)
  later.flush()
  // A page being hidden may never run a task again (a phone may end a background tab without
  // pagehide): what waits goes to the outbox now, and storage that refused the queue may take
  // it now; a reload then still sends what is left.
  const onHide = () => {
    later.flush()
    persistOutbox()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') later.flush()
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onVisibility)
  return () => {
    stop()
    later.flush()
    window.removeEventListener('pagehide', onHide)
    document.removeEventListener('visibilitychange', onVisibility)
  }
}
