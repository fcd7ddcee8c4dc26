/**
 * The sandbox's webhook sender: a Stripe-shaped event (evt_… id, type, created, livemode false,
 * data.object), signed as Stripe signs (stripe.webhooks.generateTestHeaderString with the
 * sandbox's secret) and POSTed to the stripeWebhook function, so a local purchase, refund or
 * cancellation takes the production path. A failed delivery is retried a few times with
 * back-off, then logged: the return page's status check still confirms a payment.
 */
import { randomBytes } from 'node:crypto'
import { logger } from 'firebase-functions/logger'
import Stripe from 'stripe'
import { sandboxWebhookSecret } from './sandboxWebhookSecret'

export interface SandboxEvent {
  id: string
  object: 'event'
  type: string
  created: number
  livemode: false
  api_version: null
  data: { object: Record<string, unknown> }
}

export interface DeliveryOptions {
  env?: NodeJS.ProcessEnv
  now?: () => Date
  /** Waits before each retry (ms); the first attempt goes at once. */
  backOffMs?: readonly number[]
}

const BACK_OFF_MS = [250, 1_000]
/** The handler may wait for fulfilment another run holds (8 s) before it answers. */
const ATTEMPT_TIMEOUT_MS = 20_000

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export function sandboxEvent(type: string, object: Record<string, unknown>, now: Date = new Date()): SandboxEvent {
  return { id: `evt_sandbox_${randomBytes(12).toString('hex')}`, object: 'event', type, created: Math.floor(now.getTime() / 1000), livemode: false, api_version: null, data: { object } }
}

/** Signs and posts one event; answers whether the endpoint took it (2xx). Never throws. */
export async function postSandboxEvent(event: SandboxEvent, webhookUrl: string | null, options: DeliveryOptions = {}): Promise<boolean> {
  if (webhookUrl === null) {
    logger.warn('sandbox: no webhook address to send the event to', { eventId: event.id, type: event.type })
    return false
  }
  const secret = await sandboxWebhookSecret(options.env ?? process.env)
  if (secret === null) {
    logger.warn('sandbox: no webhook secret (SANDBOX_WEBHOOK_SECRET or SANDBOX_DIR)', { eventId: event.id, type: event.type })
    return false
  }
  const payload = JSON.stringify(event)
  const waits = [0, ...(options.backOffMs ?? BACK_OFF_MS)]
  let problem = ''
  for (const wait of waits) {
    await sleep(wait)
    try {
      // Signed per attempt, as Stripe does: the timestamp is the attempt's.
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      })
      if (response.ok) return true
      problem = `HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error)
    }
  }
  logger.error('sandbox: webhook delivery failed; the return page still confirms the payment', { eventId: event.id, type: event.type, webhookUrl, problem })
  return false
}

/**
 * Sends one event of `type` about `object` (the fields the webhook reads: see
 * webhooks/eventObjects.ts) to the stripeWebhook function at `webhookUrl` (urls.sandboxWebhookUrl).
 * For the sandbox's refunds and cancellations, e.g. deliverSandboxEvent('charge.refunded', {...}).
 */
export async function deliverSandboxEvent(type: string, object: Record<string, unknown>, webhookUrl: string | null, options: DeliveryOptions = {}): Promise<boolean> {
  return postSandboxEvent(sandboxEvent(type, object, (options.now ?? (() => new Date()))()), webhookUrl, options)
}
