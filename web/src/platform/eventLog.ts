/**
 * Every product event becomes a saveLog event (through the outbox) with the common params and
 * the visit's context, and, where the routing table says so, a GA4 event and a Meta conversion.
 */
import { adEventFor, analyticsFor } from './eventRouting'
import { enqueueEvent } from './eventOutbox'
import { onEvent, type ProductEvent } from './events'
import { platformLoaded } from './platformLoader'
import { browserFacts, visitContext } from './visitContext'
import { activeOnboarding, activeVariants, commonParams } from './visitor'

/** The outbox entry for an event: what was true when it was raised, the user id comes at sending. */
export function logEntry(event: ProductEvent, now = Date.now()) {
  return {
    id: crypto.randomUUID(),
    name: event.name,
    ...(event.value !== undefined ? { value: event.value } : {}),
    params: { ...commonParams(), ...event.params },
    onboardingName: activeOnboarding(),
    superProperties: { ...visitContext(browserFacts()), abVariants: activeVariants() },
    createdAt: now,
  }
}

export function startEventLog(): () => void {
  return onEvent((event) => {
    enqueueEvent(logEntry(event))
    const analytics = analyticsFor(event)
    if (analytics) void platformLoaded().then((platform) => platform.sendAnalytics(analytics))
    const ad = adEventFor(event)
    if (ad) void platformLoaded().then((platform) => platform.sendAdEvent(ad))
  })
}
