/**
 * Ad-platform conversions (spec 7 logFbEvent): the browser pixel and the server's Conversions
 * API get the same event id. Retried (4 attempts, 1 s, 2 s, 4 s) only for network, timeout or
 * 'unavailable' failures; any other failure, or running out of attempts, answers null (spec 8).
 * Nothing is sent, to Meta or to our server, while the visitor's consent does not allow
 * marketing; the server checks its own record of that consent as well (functions/src/consentGate.ts).
 */
import { consentAllows, consentClaim } from '../consent/consent'
import type { AdEvent } from '../events/eventRouting'
import { fbc, fbp } from '../visitor/adClickIds'
import { withRetry } from './retry'
import { isTransient } from './callableErrors'
import { trackPixel } from './metaPixel'

export interface AdsDeps {
  call: (data: unknown) => Promise<unknown>
  userId: () => Promise<string>
  onboardingType: () => string | null
  now?: () => number
}

export function createAdsSender({ call, userId, onboardingType, now = Date.now }: AdsDeps): (event: AdEvent) => Promise<unknown> {
  return async ({ eventName, customData, email }) => {
    if (!consentAllows('marketing')) return null
    const eventId = crypto.randomUUID()
    trackPixel(eventName, customData, eventId)
    const given = customData.firebaseUserId
    if (eventName === 'InitiateCheckout' && typeof given !== 'string') console.error('[ads] InitiateCheckout without firebaseUserId; using the signed-in user')
    const payload = {
      eventName,
      eventId,
      currentTimestamp: Math.floor(now() / 1000),
      fbc: fbc() ?? null,
      fbp: fbp(now(), window.location.hostname) ?? null,
      onboardingType: onboardingType() ?? 'unknown',
      userId: typeof given === 'string' && given ? given : await userId(),
      eventSourceUrl: window.location.href,
      customData,
      consent: consentClaim(),
      ...(email ? { email } : {}),
    }
    try {
      return await withRetry(() => call(payload), { shouldRetry: isTransient })
    } catch (error) {
      console.error(`[ads] ${eventName} not delivered`, error)
      return null
    }
  }
}
