/**
 * logAnalyticsEvent (spec 7): the browser's analytics events. With GA4_MEASUREMENT_ID and
 * GA4_API_SECRET they go to GA4 through the Measurement Protocol, and a failed delivery is this
 * call's failure, so the browser's 4 attempts with 1/2/4 s back-off (spec 8) have something to
 * retry; without them they land in the analytics sink, where tests read them. Names follow
 * GA4's rules so an event that passes here is also accepted by GA4.
 */
import { logger } from 'firebase-functions/logger'
import * as z from 'zod'
import type { CallContext } from './callable'
import { jsonObject, payload, shortString, text } from './fields'
import { ga4ConfigFromEnv, sendToGa4 } from './ga4Sender'
import { appendToSink } from './sink'

export const logAnalyticsEventPayload = payload({
  name: text(40)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'expected a GA4 event name: letters, digits and underscores, starting with a letter' })
    .refine((name) => !/^(firebase_|google_|ga_)/i.test(name), { error: 'starts with a prefix GA4 reserves (firebase_, google_, ga_)' }),
  params: jsonObject(),
  userId: shortString(200, 'expected a string').optional(),
})

export type LogAnalyticsEventPayload = z.output<typeof logAnalyticsEventPayload>

export async function logAnalyticsEvent(event: LogAnalyticsEventPayload, context: CallContext): Promise<{ ok: true }> {
  const ga4 = ga4ConfigFromEnv()
  // The signed-in uid when the call carries one (the browser always signs in first), else the id the browser sent.
  const clientId = context.authUid ?? event.userId
  if (ga4 && clientId) {
    await sendToGa4({ clientId, name: event.name, params: event.params }, ga4)
    return { ok: true }
  }
  if (ga4) logger.warn('logAnalyticsEvent without a user id; recorded in the sink, not sent to GA4', { name: event.name })
  await appendToSink('analytics', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...event })
  return { ok: true }
}
