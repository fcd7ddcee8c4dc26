/**
 * Analytics events (spec 7 logAnalyticsEvent): to GA4 through firebase/analytics in production,
 * and to the local analytics sink through the backend when the app runs against the emulators.
 * Up to 4 attempts with 1 s, 2 s, 4 s back-off, then the failure is logged for good (spec 8).
 */
import type { FirebaseApp } from 'firebase/app'
import type { AnalyticsEvent } from '../events/eventRouting'
import { withRetry } from './retry'

export interface AnalyticsDeps {
  app: FirebaseApp
  ga4: boolean
  /** The local stand-in: the logAnalyticsEvent callable, which appends to the analytics sink. */
  callSink: (data: unknown) => Promise<unknown>
  userId: () => Promise<string>
}

export function createAnalyticsSender({ app, ga4, callSink, userId }: AnalyticsDeps): (event: AnalyticsEvent) => Promise<void> {
  // GA4's script loads on the first event, which is after the first paint by construction.
  let analytics: Promise<(event: AnalyticsEvent) => void> | undefined
  const toGa4 = () =>
    (analytics ??= import('firebase/analytics').then(({ getAnalytics, logEvent }) => {
      const instance = getAnalytics(app)
      return (event: AnalyticsEvent) => logEvent(instance, event.name, event.params)
    }))

  return async (event) => {
    try {
      await withRetry(async () => {
        if (ga4) (await toGa4())(event)
        else await callSink({ name: event.name, params: event.params, userId: await userId() })
      })
    } catch (error) {
      console.error(`[analytics] "${event.name}" failed after 4 attempts; not sent`, error)
    }
  }
}
