/**
 * logAnalyticsEvent (spec 7): the browser's analytics events. With GA4_MEASUREMENT_ID and
 * GA4_API_SECRET they go to GA4 through the Measurement Protocol, and a failed delivery is this
 * call's failure, so the browser's 4 attempts with 1/2/4 s back-off (spec 8) have something to
 * retry; without them they land in the analytics sink, where tests read them. Names follow
 * GA4's rules so an event that passes here is also accepted by GA4.
 *
 * Consent (Google Consent Mode v2 without gtag): the browser sends its consent with each event
 * and the server decides with its own record (consentGate.ts). Without analytics consent
 * (analytics_storage denied) nothing goes to GA4: the Measurement Protocol has no cookieless
 * mode, its client_id is the visitor's stored id. With it, the event carries the Measurement
 * Protocol's `consent` fields, ad_user_data and ad_personalization, granted only with marketing
 * consent, so GA4 never uses the event for advertising without it.
 */
import { logger } from 'firebase-functions/logger'
import * as z from 'zod'
import type { CallContext } from './callable'
import { consentAllows, consentClaim } from './consentGate'
import { detectCountry } from './country'
import { jsonObject, payload, shortString, text } from './fields'
import { ga4ConfigFromEnv, sendToGa4, type Ga4Consent } from './ga4Sender'
import { defaultConsentServices, recordedConsent, type ConsentServices } from './logFbEvent'
import { appendToSink } from './sink'

export const logAnalyticsEventPayload = payload({
  name: text(40)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'expected a GA4 event name: letters, digits and underscores, starting with a letter' })
    .refine((name) => !/^(firebase_|google_|ga_)/i.test(name), { error: 'starts with a prefix GA4 reserves (firebase_, google_, ga_)' }),
  params: jsonObject(),
  userId: shortString(200, 'expected a string').optional(),
  consent: consentClaim.optional(),
})

export type LogAnalyticsEventPayload = z.output<typeof logAnalyticsEventPayload>

/** `sent` false: the visitor's consent does not allow analytics, so GA4 was not told. */
export async function logAnalyticsEvent(input: LogAnalyticsEventPayload, context: CallContext, services: ConsentServices = defaultConsentServices()): Promise<{ ok: true; sent: boolean }> {
  // The signed-in uid when the call carries one (the browser always signs in first), else the id the browser sent.
  const clientId = context.authUid ?? input.userId
  const { consent: claim, ...event } = input
  const recorded = clientId ? await recordedConsent(services, clientId, 'logAnalyticsEvent') : undefined
  const facts = { claim, recorded, requestCountry: detectCountry(context.header).detectedCountry }
  if (!consentAllows('analytics', facts)) return { ok: true, sent: false }
  const advertising = consentAllows('marketing', facts) ? 'GRANTED' : 'DENIED'
  const consent: Ga4Consent = { ad_user_data: advertising, ad_personalization: advertising }
  const ga4 = ga4ConfigFromEnv()
  if (ga4 && clientId) {
    await sendToGa4({ clientId, name: event.name, params: event.params, consent }, ga4)
    return { ok: true, sent: true }
  }
  if (ga4) logger.warn('logAnalyticsEvent without a user id; recorded in the sink, not sent to GA4', { name: event.name })
  await appendToSink('analytics', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...event, consent })
  return { ok: true, sent: true }
}
