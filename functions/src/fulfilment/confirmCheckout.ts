/**
 * Confirmation of a paid checkout, from either side: the provider's webhook or the return page's
 * status check, whichever comes first (both may come, in any order, any number of times). The
 * status is the provider's own answer (statusFromProviders), never an event body or the URL.
 */
import { logger } from 'firebase-functions/logger'
import type { StatusAnswer } from '../../../schemas/payments/wire'
import { checkoutSessionById } from '../backOffice/checkoutSessions'
import { defaultServices, type CompletionServices } from '../completion/services'
import type { Db } from '../db/database'
import type { Order } from '../db/tables'
import { fulfilOrder } from './fulfilOrder'
import { recordOrder } from './recordOrder'

export interface ConfirmOptions {
  services?: () => CompletionServices
  now?: () => Date
  /** How long to wait for fulfilment steps another run holds before answering `fulfilled: false`. */
  waitForOthersMs?: number
}

export interface Confirmation {
  order: Order
  /** Every fulfilment step is done (false: another run still holds some). */
  fulfilled: boolean
}

/**
 * Records the order of a paid session we created and fulfils it. Answers null for a session that
 * is not paid, or that no checkout of ours created (nothing to fulfil, nobody to mail).
 */
export async function confirmCheckout(db: Db, status: StatusAnswer, options: ConfirmOptions = {}): Promise<Confirmation | null> {
  if (!status.paid) return null
  const session = await checkoutSessionById(db, status.sessionId)
  if (!session) {
    logger.warn('confirmCheckout: a paid session no checkout of ours recorded', { sessionId: status.sessionId })
    return null
  }
  const now = options.now ?? (() => new Date())
  const { order, email } = await recordOrder(db, session, status, now())
  const fulfilled = await fulfilOrder(db, order, email, session, {
    services: (options.services ?? defaultServices)(),
    now,
    ...(options.waitForOthersMs !== undefined ? { waitForOthersMs: options.waitForOthersMs } : {}),
  })
  return { order, fulfilled }
}
