/**
 * The stripeWebhook HTTP function: Stripe's events (and the sandbox's, signed the same way) are
 * verified against the raw body, then processed once by event id (processEvent.ts). A missing
 * or bad signature answers 400 and writes nothing; a failure answers 500 so the sender retries;
 * a duplicate answers 200. A paid checkout is confirmed from the provider's own status
 * (statusFromProviders), never from the event body.
 */
import { logger } from 'firebase-functions/logger'
import * as z from 'zod'
import { checkoutSessionById } from '../backOffice/checkoutSessions'
import { database, type Db } from '../db/database'
import { confirmCheckout, type ConfirmOptions } from '../fulfilment/confirmCheckout'
import { statusFromProviders } from '../payments/accounts'
import { FulfilmentInProgress, processEvent } from './processEvent'
import { verifyEvent } from './verifyEvent'
import { webhookSecrets } from './webhookSecrets'

/** The parts of Express's request and response the endpoint uses. */
export interface WebhookRequest {
  method: string
  headers: Record<string, string | string[] | undefined>
  rawBody?: Buffer
}
export interface WebhookResponse {
  status(code: number): WebhookResponse
  set(headers: Record<string, string>): WebhookResponse
  send(body: string): unknown
}

export interface WebhookOptions {
  db?: () => Db
  env?: NodeJS.ProcessEnv
  confirm?: ConfirmOptions
}

/** Long enough for the return page's run of the same steps to finish; well inside Stripe's timeout. */
const WAIT_FOR_OTHER_RUN_MS = 8_000

const answer = (response: WebhookResponse, status: number, body: Record<string, unknown>) =>
  response.status(status).set({ 'content-type': 'application/json', 'cache-control': 'no-store' }).send(JSON.stringify(body))

export function stripeWebhookHandler(options: WebhookOptions = {}) {
  const env = options.env ?? process.env
  return async (request: WebhookRequest, response: WebhookResponse): Promise<void> => {
    if (request.method.toUpperCase() !== 'POST') {
      response.status(405).set({ allow: 'POST' }).send('')
      return
    }
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const verified = verifyEvent(request.rawBody ?? '', header('stripe-signature'), await webhookSecrets(env))
    if (!verified.ok) {
      logger.warn('stripeWebhook: rejected', { reason: verified.reason })
      answer(response, 400, { error: verified.reason })
      return
    }
    const { event, account } = verified
    try {
      const db = (options.db ?? database)()
      const confirm = async (sessionId: string) => {
        if (!(await checkoutSessionById(db, sessionId))) return null
        const status = await statusFromProviders(sessionId, { header }, env)
        return confirmCheckout(db, status, { waitForOthersMs: WAIT_FOR_OTHER_RUN_MS, ...options.confirm })
      }
      const outcome = await processEvent(db, event, account, { confirm })
      answer(response, 200, { received: true, ...(outcome === 'duplicate' ? { duplicate: true } : {}) })
    } catch (error) {
      // A signed event whose object lacks what we read: nothing was written (its transaction rolled
      // back); 400 names the fields, and the event stays unprocessed for a retry after a fix.
      if (error instanceof z.ZodError) {
        logger.error('stripeWebhook: malformed event object', { eventId: event.id, type: event.type, issues: error.issues })
        answer(response, 400, { error: `Malformed ${event.type} object: ${error.issues.map((issue) => `${issue.path.join('.') || 'object'}: ${issue.message}`).join('; ')}` })
        return
      }
      const inProgress = error instanceof FulfilmentInProgress
      logger[inProgress ? 'info' : 'error']('stripeWebhook: not processed; the sender retries', {
        eventId: event.id,
        type: event.type,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      })
      answer(response, 500, { error: inProgress ? 'Fulfilment is still running; retry later' : 'Processing failed; retry later' })
    }
  }
}

export const serveStripeWebhook = stripeWebhookHandler()
