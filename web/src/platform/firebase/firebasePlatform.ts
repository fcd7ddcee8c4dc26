/**
 * The Firebase side of the visitor platform, loaded after the first paint: the anonymous
 * identity, the saveLog sender draining the event outbox, analytics, ad conversions and error
 * reports. Everything here imports the Firebase SDK; nothing on the landing route does.
 */
import { productEvent } from '../../../../schemas/events/productEvent'
import type { ErrorReportData } from '../events/errorQueue'
import type { AdEvent, AnalyticsEvent } from '../events/eventRouting'
import { commonParams } from '../events/commonParams'
import { activeOnboarding, activeVariants } from '../visitor/visitor'
import { createAdsSender } from './adsSender'
import { createAnalyticsSender } from './analyticsSender'
import { createAuthManager } from './authManager'
import { callFunction } from './callables'
import { firebaseServices } from './firebaseApp'
import { startLogSender } from './logSender'

const { auth } = firebaseServices()

export const authManager = createAuthManager(auth)
const userId = () => authManager.userId()

export function startPlatform(): void {
  void authManager.start()
  startLogSender({ call: (data) => callFunction('saveLog', data), userId })
}

export const sendAnalytics: (event: AnalyticsEvent) => Promise<void> = createAnalyticsSender({
  call: (data) => callFunction('logAnalyticsEvent', data),
  userId,
})

export const sendAdEvent: (event: AdEvent) => Promise<unknown> = createAdsSender({
  call: (data) => callFunction('logFbEvent', data),
  userId,
  onboardingType: activeOnboarding,
})

/** One '[web] JavaScript Error' (spec 7); a rejection puts the report back in the queue. */
export async function sendErrorReport(report: ErrorReportData): Promise<void> {
  const uid = await userId()
  const event = productEvent('javaScriptError', {
    value: report.message,
    params: { ...commonParams(), ...report, firebaseUserId: uid, source: 'error_reporter', environment: 'production' },
  })
  await callFunction('saveLog', {
    name: event.name,
    value: event.value,
    params: event.params,
    userId: uid,
    onboardingName: activeOnboarding(),
    superProperties: { abVariants: activeVariants() },
  })
}

/** Payments, completion and registration call the backend through here, once Firebase has loaded. */
export { callFunction }
