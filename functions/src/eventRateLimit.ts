/**
 * Per-visitor rate limits on the event callables (saveLog, logFbEvent, logAnalyticsEvent): a
 * generous 600 calls per callable and visitor in 10 minutes, counted in `call_counts` by
 * limitCalls, past which a call is 'resource-exhausted'. A walk through the longest funnel sends a
 * few hundred events in total; a script flooding the event trail is stopped.
 *
 * The visitor is the token's uid. A call without a token is still taken (the browser reports
 * errors even when its anonymous sign-in failed, and that report must arrive), counted against
 * the caller's IP address instead. The event trail never depends on the database: when counting
 * fails (the database is down or not configured) the call goes through and the failure is logged.
 */
import { logger } from 'firebase-functions/logger'
import { HttpsError } from 'firebase-functions/v2/https'
import { limitCalls, type CallLimit } from './backOffice/limitCalls'
import type { CallContext, Handler } from './callable'
import { database, type Db } from './db/database'

export const EVENT_CALL_LIMIT: CallLimit = { max: 600, windowMs: 10 * 60 * 1000 }

export interface EventLimitOptions {
  db?: () => Db
  limit?: CallLimit
  now?: () => Date
}

/** Who a call is counted against: the token's uid, else `ip:<address>`, else nobody (not counted). */
export const callerKeyOf = (context: CallContext): string | null => context.authUid ?? (context.clientIp ? `ip:${context.clientIp}` : null)

export function limitEvents<P, R>(callable: string, handler: Handler<P, R>, options: EventLimitOptions = {}): Handler<P, R> {
  const { db = () => database(), limit = EVENT_CALL_LIMIT, now = () => new Date() } = options
  return async (payload: P, context: CallContext) => {
    const caller = callerKeyOf(context)
    if (caller) {
      try {
        await limitCalls(db(), caller, callable, limit, now())
      } catch (error) {
        if (error instanceof HttpsError && error.code === 'resource-exhausted') throw error
        logger.warn(`${callable}: the call was not counted against its limit`, { caller, error: error instanceof Error ? error.message : String(error) })
      }
    }
    return handler(payload, context)
  }
}
