/**
 * The completion callables serve only their caller: a call needs an auth token, is counted
 * against the visitor's limit (limitCalls), and reaches only the address the server has on
 * record for that visitor (recipientOf). A payload naming another address is refused; the
 * payload's userId is replaced by the token's uid. The wrapped handler renders and sends as before.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { DEFAULT_CALL_LIMIT, limitCalls, type CallLimit } from '../backOffice/limitCalls'
import { recipientOf } from '../backOffice/recipientOf'
import type { CallContext, Handler } from '../callable'
import { database, type Db } from '../db/database'

/** What the guarded payloads share: the funnel, the visitor's uid, an address (required or not). */
interface AddressedPayload {
  onboardingType: string
  userId: string
  email?: string | undefined
}

export interface CallerOnlyOptions {
  db?: () => Db
  limit?: CallLimit
  now?: () => Date
}

export function callerOnly<P extends AddressedPayload, R>(callable: string, handler: Handler<P, R>, options: CallerOnlyOptions = {}): Handler<P, R> {
  const { db = () => database(), limit = DEFAULT_CALL_LIMIT, now = () => new Date() } = options
  return async (payload: P, context: CallContext) => {
    const uid = context.authUid
    if (!uid) throw new HttpsError('unauthenticated', `${callable} needs a signed-in visitor`)
    await limitCalls(db(), uid, callable, limit, now())
    const recipient = await recipientOf(db(), uid, payload.onboardingType)
    if (payload.email !== undefined && payload.email.toLowerCase() !== recipient) {
      throw new HttpsError('permission-denied', `${callable} reaches only the address this visitor gave or paid with`)
    }
    return handler({ ...payload, userId: uid, ...(recipient ? { email: recipient } : {}) }, context)
  }
}
