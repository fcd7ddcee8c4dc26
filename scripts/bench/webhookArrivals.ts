/**
 * When each purchase's checkout.session.completed reached the webhook, and when its order was
 * seen fulfilled: checked as the handler answers (the handler fulfils before it answers), and
 * polled from then on if it was not (a failed run the sender retries), so a fulfilment that
 * finished later is timed when it was seen.
 */
import { ALL_DONE, FOLLOW_UPS } from '../../functions/src/fulfilment/fulfilOrder'
import type { Db } from '../../functions/src/db/database'
import type { TimedCall } from './backOfficeStats'

const POLL_MS = 5
const TIMEOUT_MS = 30_000

export interface Fulfilled {
  webhook: TimedCall
  latencyMs: number
  polled: boolean
}

/** Every fulfilment step of the session's order is done, the follow-ups are scheduled and the order is marked fulfilled. */
export async function fulfilmentComplete(db: Db, sessionId: string): Promise<boolean> {
  const order = await db.selectFrom('orders').select('id').where('checkoutSessionId', '=', sessionId).executeTakeFirst()
  if (!order) return false
  const steps = await db.selectFrom('fulfilmentSteps').select(['step', 'state']).where('orderId', '=', order.id).execute()
  const has = (name: string) => steps.some((step) => step.step === name)
  return steps.every((step) => step.state === 'done') && has(FOLLOW_UPS) && has(ALL_DONE)
}

interface Waiting {
  arrivedAt?: number
  polling?: boolean
  resolve(value: Fulfilled): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

function completedSessionOf(rawBody: Buffer | undefined): string | null {
  try {
    const event = JSON.parse(rawBody?.toString('utf8') ?? '') as { type?: unknown; data?: { object?: { id?: unknown } } }
    const id = event.data?.object?.id
    return event.type === 'checkout.session.completed' && typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

export class WebhookArrivals {
  private readonly waiting = new Map<string, Waiting>()

  constructor(private readonly isComplete: (sessionId: string) => Promise<boolean>) {}

  /** Call before paying: resolves once the session's order is fulfilled (rejects after 30 s). */
  expect(sessionId: string): Promise<Fulfilled> {
    const promise = new Promise<Fulfilled>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(sessionId)?.reject(new Error(`Order of ${sessionId} not fulfilled within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS)
      this.waiting.set(sessionId, { resolve, reject, timer })
    })
    // Awaited only after the card page answers; a rejection before that must not be "unhandled".
    promise.catch(() => undefined)
    return promise
  }

  /**
   * The handler answered a request that arrived at `arrivedAt` (the first arrival of an event is
   * the one timed). Resolves after the first completeness check; polling goes on in the background.
   */
  async answered(rawBody: Buffer | undefined, arrivedAt: number, call: TimedCall): Promise<void> {
    const answeredAt = performance.now()
    const sessionId = completedSessionOf(rawBody)
    const entry = sessionId ? this.waiting.get(sessionId) : undefined
    if (!sessionId || !entry || entry.polling) return
    entry.arrivedAt ??= arrivedAt
    let complete: boolean
    try {
      complete = await this.isComplete(sessionId)
    } catch (error) {
      this.settle(sessionId)?.reject(error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (complete) {
      this.settle(sessionId)?.resolve({ webhook: call, latencyMs: answeredAt - entry.arrivedAt, polled: false })
      return
    }
    entry.polling = true
    void this.poll(sessionId, entry.arrivedAt, call)
  }

  cancelAll(): void {
    for (const sessionId of [...this.waiting.keys()]) this.settle(sessionId)?.reject(new Error('The bench stopped'))
  }

  private async poll(sessionId: string, arrivedAt: number, call: TimedCall): Promise<void> {
    try {
      for (;;) {
        await sleep(POLL_MS)
        if (!this.waiting.has(sessionId)) return
        const checkedAt = performance.now()
        if (await this.isComplete(sessionId)) {
          this.settle(sessionId)?.resolve({ webhook: call, latencyMs: checkedAt - arrivedAt, polled: true })
          return
        }
      }
    } catch (error) {
      this.settle(sessionId)?.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  private settle(sessionId: string): Waiting | undefined {
    const entry = this.waiting.get(sessionId)
    if (!entry) return undefined
    clearTimeout(entry.timer)
    this.waiting.delete(sessionId)
    return entry
  }
}
