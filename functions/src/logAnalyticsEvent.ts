/**
 * logAnalyticsEvent: the local stand-in for GA4. Production browsers send to GA4 directly; locally
 * the app calls this so tests can read the events from the analytics sink. Names follow GA4's
 * rules so an event that passes here is also accepted by GA4.
 */
import * as z from 'zod'
import type { CallContext } from './callable'
import { jsonObject, payload, text } from './fields'
import { appendToSink } from './sink'

export const logAnalyticsEventPayload = payload({
  name: text(40)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'expected a GA4 event name: letters, digits and underscores, starting with a letter' })
    .refine((name) => !/^(firebase_|google_|ga_)/i.test(name), { error: 'starts with a prefix GA4 reserves (firebase_, google_, ga_)' }),
  params: jsonObject(),
  userId: z.string({ error: 'expected a string' }).optional(),
})

export type LogAnalyticsEventPayload = z.output<typeof logAnalyticsEventPayload>

export async function logAnalyticsEvent(event: LogAnalyticsEventPayload, context: CallContext): Promise<{ ok: true }> {
  await appendToSink('analytics', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...event })
  return { ok: true }
}
