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

function record(event: ProductEvent) {
  // Spec 4, location change: the page's A/B activation events come before its visit.
  if (event.id === 'visited' && event.part !== undefined) reportExposure(event.part, event.params?.testsRead ?? [], activeVariants())
  enqueueEvent(logEntry(event))
  const analytics = analyticsFor(event)
  if (analytics) void platformLoaded().then((platform) => platform.sendAnalytics(analytics))
  const ad = adEventFor(event)
  if (ad) void platformLoaded().then((platform) => platform.sendAdEvent(ad))
}

/**
 * Starts logging: `first` (the first visit), then the events raised since the page loaded (the
 * event hook keeps them), then every event as it is raised.
 */
export function startEventLog(first: readonly ProductEvent[] = []): () => void {
  const replayed = [...first, ...recentEvents()]
  // Listening before the replay: a replayed visit (the first page of a visit, a page opened
  // directly) raises its exposure events now, and they must reach the log like any other.
  const stop = onEvent(record)
  for (const event of replayed) record(event)
  // Storage that refused the queue may take it now; a reload then still sends what is left.
  window.addEventListener('pagehide', persistOutbox)
  return () => {
    stop()
    window.removeEventListener('pagehide', persistOutbox)
  }
}
