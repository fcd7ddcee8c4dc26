/**
 * The backend's callable functions through the real SDK: POST with `{data}`, the visitor's ID
 * token when signed in, 70 s timeout, region us-central1 (spec 7).
 */
import { httpsCallable } from 'firebase/functions'
import { firebaseServices } from './firebaseApp'

export const CALLABLE_TIMEOUT_MS = 70_000

export type CallableName =
  | 'saveLog'
  | 'logFbEvent'
  | 'logAnalyticsEvent'
  | 'getPaymentPrices'
  | 'createPaymentCheckout'
  | 'getPaymentStatus'
  | 'createElementsSubscription'
  | 'sendOnboardingEmail'
  | 'scheduleFollowUpEmails'
  | 'getOnboardingRedirect'
  | 'transferToStepwiseAI'
  | 'getEntitlement'
  | 'requestRefund'
  | 'waitForLaunch'

/** Calls a backend function and returns its unvalidated answer: callers parse it. */
export async function callFunction(name: CallableName, data: unknown): Promise<unknown> {
  const call = httpsCallable<unknown, unknown>(firebaseServices().functions, name, { timeout: CALLABLE_TIMEOUT_MS })
  return (await call(data)).data
}
