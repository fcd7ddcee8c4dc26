/**
 * One POST to an outside platform (Meta's Conversions API, GA4's Measurement Protocol), with the
 * answer the browser's retries need: network failures, timeouts, 429 and 5xx are 'unavailable'
 * (worth another attempt); any other refusal is 'failed-precondition' (this event or our
 * settings are wrong, and retrying would only repeat it). The URL carries the platform's secret
 * as it documents, so it is never logged.
 */
import { logger } from 'firebase-functions/logger'
import { HttpsError } from 'firebase-functions/v2/https'

export interface PlatformPost {
  /** How logs and errors name the platform ('Meta Conversions API', 'GA4'). */
  service: string
  url: string
  body: unknown
  timeoutMs: number
  /** What identifies the event in logs (never the secret). */
  logFields: Record<string, unknown>
  /** The platform's reason for a refusal, from its answer; none by default. */
  refusalReason?: (response: Response) => Promise<string>
}

const isRetryable = (status: number) => status === 429 || status >= 500

export async function postToPlatform({ service, url, body, timeoutMs, logFields, refusalReason }: PlatformPost): Promise<void> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    logger.warn(`${service} unreachable`, { ...logFields, error: String(error) })
    throw new HttpsError('unavailable', `${service} unreachable; retry later`)
  }
  if (response.ok) return
  const reason = refusalReason ? await refusalReason(response) : undefined
  logger.warn(`${service} refused an event`, { ...logFields, status: response.status, ...(reason === undefined ? {} : { reason }) })
  if (isRetryable(response.status)) throw new HttpsError('unavailable', `${service} answered ${response.status}; retry later`)
  throw new HttpsError('failed-precondition', `${service} refused the event (${response.status})${reason === undefined ? '' : `: ${reason}`}`)
}
