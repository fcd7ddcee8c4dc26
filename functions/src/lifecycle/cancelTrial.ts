/**
 * The cancelTrial HTTP function: the trial reminder's "cancel my trial" link (a signed token
 * naming the order, cancelTrialLink.ts).
 * - GET shows a page with a button that POSTs (mail scanners prefetch links: a GET never acts).
 * - POST cancels the trial if nothing was charged yet: the subscription is cancelled at the
 *   provider that holds it, the order closed as 'cancelled', its pending e-mails cancelled. A
 *   second POST answers that it is cancelled already and changes nothing.
 * - After the first charge the link no longer cancels; the page says so.
 * - A missing or forged token answers 400 and writes nothing.
 */
import { logger } from 'firebase-functions/logger'
import { checkoutSessionById } from '../backOffice/checkoutSessions'
import { chargedAmountOf } from '../backOffice/latestOrder'
import { cancelUnchargedOrder } from '../backOffice/stopOrder'
import { database, type Db } from '../db/database'
import type { CheckoutSessionRow } from '../db/tables'
import { actionPage } from '../mail/actionPage'
import { unsubscribeSecret } from '../mail/unsubscribeLink'
import type { UnsubscribeRequest, UnsubscribeResponse } from '../mail/unsubscribe'
import type { PaymentProvider } from '../payments/provider'
import { providerOfSession } from '../payments/providerOfSession'
import { orderOfCancelToken } from './cancelTrialLink'
import { CANCEL_TRIAL_COPY, type CancelTrialState } from './cancelTrialCopy'

export interface CancelTrialOptions {
  db?: () => Db
  env?: NodeJS.ProcessEnv
  providerOf?: (session: CheckoutSessionRow) => PaymentProvider
}

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value)

export function cancelTrialHandler(options: CancelTrialOptions = {}) {
  const env = options.env ?? process.env
  const db = options.db ?? database
  const providerOf = options.providerOf ?? ((session: CheckoutSessionRow) => providerOfSession(session, { header: () => undefined }, env))
  return async (request: UnsubscribeRequest, response: UnsubscribeResponse): Promise<void> => {
    const method = request.method.toUpperCase()
    const language = first(request.query.lang) === 'pl' ? 'pl' : 'en'
    const token = first(request.query.token)
    // The page's form posts the token back: only one that verified is echoed (any other may be an object or a broken string).
    let verifiedToken = ''
    const reply = (status: number, state: CancelTrialState): void => {
      response
        .status(status)
        .set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .send(actionPage(CANCEL_TRIAL_COPY[language][state], language, `?token=${encodeURIComponent(verifiedToken)}&lang=${language}`))
    }
    if (method !== 'GET' && method !== 'POST') {
      response.status(405).set({ allow: 'GET, POST' }).send('')
      return
    }
    const orderId = orderOfCancelToken(token, await unsubscribeSecret(env))
    const order = orderId ? await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst() : undefined
    if (!order) {
      logger.warn('cancelTrial: bad or unknown token', { method })
      reply(400, 'invalid')
      return
    }
    verifiedToken = token as string
    if (order.status !== 'confirmed') return reply(200, 'already')
    if ((await chargedAmountOf(db(), order)) > 0) return reply(200, 'charged')
    if (method === 'GET') return reply(200, 'confirm')
    const session = await checkoutSessionById(db(), order.checkoutSessionId)
    if (!session) throw new Error(`Order ${order.id} has no recorded checkout session`)
    const cancelled = await cancelUnchargedOrder(db(), order, async () => providerOf(session))
    logger.info('cancelTrial', { orderId: order.id, cancelled })
    reply(200, cancelled ? 'done' : 'already')
  }
}

/** The deployed handler (functions/src/index.ts). */
export const serveCancelTrial = cancelTrialHandler()
