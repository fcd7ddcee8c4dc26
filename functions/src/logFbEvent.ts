/**
 * logFbEvent: the server half of Meta's Pixel + Conversions API pair. With META_ACCESS_TOKEN and
 * META_PIXEL_ID the event goes to Meta; without them it lands in the meta sink exactly as it
 * would have been sent (hashed e-mail, never the raw one). Nothing goes to either unless the
 * visitor's consent allows marketing (consentGate.ts: the server's record decides).
 */
import { logger } from 'firebase-functions/logger'
import * as z from 'zod'
import type { CallContext } from './callable'
import { consentAllows, consentClaim, visitorConsent, type VisitorConsent } from './consentGate'
import { detectCountry } from './country'
import { database } from './db/database'
import { jsonObject, payload, shortString, text } from './fields'
import { buildMetaEvent } from './metaEvent'
import { metaConfigFromEnv, sendToMeta } from './metaSender'
import { appendToSink } from './sink'

export const FB_EVENT_NAMES = ['CompleteRegistration', 'InitiateCheckout', 'Purchase', 'AddToCart'] as const

/** Seconds since 1970 stay below 1e11 until the year 5138; a larger number is milliseconds. */
const MAX_SECONDS = 1e11

const isPurchaseData = (data: Record<string, unknown> | undefined) =>
  typeof data?.currency === 'string' && /^[A-Za-z]{3}$/.test(data.currency) && typeof data.value === 'number' && Number.isFinite(data.value)

export const logFbEventPayload = payload({
  eventName: z.enum(FB_EVENT_NAMES, { error: `expected one of ${FB_EVENT_NAMES.join(', ')}` }),
  eventId: text(500),
  currentTimestamp: z
    .int({ error: 'expected a whole number of seconds since 1970' })
    .positive({ error: 'expected a whole number of seconds since 1970' })
    .max(MAX_SECONDS, { error: 'looks like milliseconds; send seconds (Math.floor(Date.now() / 1000))' }),
  fbc: shortString(500).nullable().optional(),
  fbp: shortString(500).nullable().optional(),
  onboardingType: text(100),
  userId: text(200),
  // Trimmed first: the hash is of the trimmed address anyway, and pasted addresses carry spaces.
  email: z.string({ error: 'expected a valid e-mail address' }).max(320, { error: 'expected at most 320 characters' }).trim().pipe(z.email({ error: 'expected a valid e-mail address' })).optional(),
  eventSourceUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).max(2048, { error: 'expected at most 2048 characters' }).optional(),
  customData: jsonObject().optional(),
  consent: consentClaim.optional(),
}).refine((event) => event.eventName !== 'CompleteRegistration' || event.email !== undefined, {
  path: ['email'],
  error: 'is required for CompleteRegistration',
}).refine((event) => event.eventName !== 'Purchase' || isPurchaseData(event.customData), {
  // Meta refuses a Purchase without them; failing here keeps sink runs as strict as production.
  path: ['customData'],
  error: 'Purchase needs customData.currency (ISO 4217, e.g. "USD") and customData.value (a number)',
})

export type LogFbEventPayload = z.output<typeof logFbEventPayload>

export interface LogFbEventResult {
  /** 'withheld': the visitor's consent does not allow marketing, so Meta was not told. */
  delivered: 'meta' | 'sink' | 'withheld'
  eventId: string
}

/** Where the visitor's recorded consent is read; tests pass their own. */
export interface ConsentServices {
  consentOf: (uid: string) => Promise<VisitorConsent | undefined>
}

export const defaultConsentServices = (): ConsentServices => ({ consentOf: (uid) => visitorConsent(database(), uid) })

/** The record, or none when the database cannot say: then the country and the claim decide, as for a visitor never seen. */
export async function recordedConsent(services: ConsentServices, uid: string, callable: string): Promise<VisitorConsent | undefined> {
  try {
    return await services.consentOf(uid)
  } catch (error) {
    logger.error(`${callable}: the visitor's consent could not be read`, { uid, error: error instanceof Error ? error.message : String(error) })
    return undefined
  }
}

export async function logFbEvent(input: LogFbEventPayload, context: CallContext, services: ConsentServices = defaultConsentServices()): Promise<LogFbEventResult> {
  const uid = context.authUid ?? input.userId
  const recorded = await recordedConsent(services, uid, 'logFbEvent')
  if (!consentAllows('marketing', { claim: input.consent, recorded, requestCountry: detectCountry(context.header).detectedCountry })) {
    return { delivered: 'withheld', eventId: input.eventId }
  }
  const { consent: _consent, ...metaInput } = input
  const event = buildMetaEvent(metaInput, context)
  const meta = metaConfigFromEnv()
  if (meta) {
    await sendToMeta(event, meta)
    return { delivered: 'meta', eventId: input.eventId }
  }
  await appendToSink('meta', { receivedAt: new Date().toISOString(), authUid: context.authUid, ...event })
  return { delivered: 'sink', eventId: input.eventId }
}
