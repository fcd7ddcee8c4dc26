/**
 * Sends one event to GA4 through the Measurement Protocol, so the browser's analytics send has an
 * answer it can retry on (spec 8: 4 attempts, 1 s, 2 s, 4 s): the gtag library that
 * firebase/analytics drives queues events and never reports whether they arrived. Failures that
 * may pass (network, timeout, 429, 5xx) answer 'unavailable'; any other refusal is a
 * configuration problem and answers 'failed-precondition'. GA4 accepts malformed events with a
 * 2xx, so names and params are checked by the callable's payload schema before they get here.
 */
import { postToPlatform } from './postToPlatform'

export interface Ga4Config {
  measurementId: string
  apiSecret: string
  /** GA4_COLLECT_URL: a stand-in in tests; Google's collection endpoint otherwise. */
  collectUrl: string
  timeoutMs: number
}

/** Both the stream's measurement id and a Measurement Protocol API secret are needed; without them events go to the sink. */
export function ga4ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Ga4Config | null {
  if (!env.GA4_MEASUREMENT_ID || !env.GA4_API_SECRET) return null
  return {
    measurementId: env.GA4_MEASUREMENT_ID,
    apiSecret: env.GA4_API_SECRET,
    collectUrl: (env.GA4_COLLECT_URL ?? 'https://www.google-analytics.com/mp/collect').replace(/\/+$/, ''),
    timeoutMs: 10_000,
  }
}

/** The Measurement Protocol's consent fields (Consent Mode v2): may GA4 use the event for ads. */
export interface Ga4Consent {
  ad_user_data: 'GRANTED' | 'DENIED'
  ad_personalization: 'GRANTED' | 'DENIED'
}

export interface Ga4Event {
  /** GA4's pseudonymous browser id: the visitor's Firebase uid, which lives as long as their browser storage. */
  clientId: string
  name: string
  params: Record<string, unknown>
  consent: Ga4Consent
}

export async function sendToGa4(event: Ga4Event, config: Ga4Config): Promise<void> {
  // The secret goes in the query as Google documents.
  const url = `${config.collectUrl}?measurement_id=${encodeURIComponent(config.measurementId)}&api_secret=${encodeURIComponent(config.apiSecret)}`
  const body = { client_id: event.clientId, consent: event.consent, events: [{ name: event.name, params: event.params }] }
  // GA4 gives no reason: a refusal is the stream's settings.
  const refusalReason = async () => 'check GA4_MEASUREMENT_ID and GA4_API_SECRET'
  await postToPlatform({ service: 'GA4', url, body, timeoutMs: config.timeoutMs, logFields: { name: event.name }, refusalReason })
}
