/**
 * Analytics events (spec 7 logAnalyticsEvent): every GA4 event goes through the
 * logAnalyticsEvent callable, which sends it on to GA4 (Measurement Protocol) or, locally, to the
 * analytics sink. Not through firebase/analytics: its logEvent queues the event for gtag and never
 * says whether it arrived, so the spec's retries (section 8: up to 4 attempts with 1 s, 2 s, 4 s
 * back-off, then the failure is logged for good) could never run. The callable's answer can fail.
 */
import { consentClaim, type ConsentClaim } from '../consent/consent'
import type { AnalyticsEvent } from '../events/eventRouting'
import { withRetry } from './retry'

export interface AnalyticsDeps {
  /** The logAnalyticsEvent callable. */
  call: (data: unknown) => Promise<unknown>
  userId: () => Promise<string>
  /** The visitor's consent when the event is sent (consent/consent.ts). */
  consent?: () => ConsentClaim
}

export function createAnalyticsSender({ call, userId, consent: readConsent = consentClaim }: AnalyticsDeps): (event: AnalyticsEvent) => Promise<void> {
  return async (event) => {
    try {
      // The consent of the moment the event happened travels with it; the server sends GA4 only what it allows.
      const consent = readConsent()
      await withRetry(async () => call({ name: event.name, params: event.params, userId: await userId(), consent }))
    } catch (error) {
      console.error(`[analytics] "${event.name}" failed after 4 attempts; not sent`, error)
    }
  }
}
