/**
 * The return page's share of confirmation: when getPaymentStatus finds the caller's own session
 * paid, the server records and fulfils the order right away (the webhook may not have come yet).
 * Another visitor's session, or a call without a token, confirms nothing. A failure here never
 * fails the status answer: it is logged, and the webhook (or the next status check) retries.
 */
import { logger } from 'firebase-functions/logger'
import type { StatusAnswer } from '../../../schemas/payments/wire'
import { checkoutSessionById, ownsSession } from '../backOffice/checkoutSessions'
import { database, type Db } from '../db/database'
import { confirmCheckout, type ConfirmOptions } from './confirmCheckout'

export async function confirmForCaller(status: StatusAnswer, authUid: string | null, db: () => Db = database, options: ConfirmOptions = {}): Promise<void> {
  if (!status.paid || authUid === null) return
  try {
    const handle = db()
    const session = await checkoutSessionById(handle, status.sessionId)
    if (!session || !ownsSession(session, authUid)) return
    await confirmCheckout(handle, status, options)
  } catch (error) {
    logger.error('getPaymentStatus: confirming the paid session failed; the webhook retries it', {
      sessionId: status.sessionId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
  }
}
