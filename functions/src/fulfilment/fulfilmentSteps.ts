/**
 * Claims on fulfilment steps (one row per order and step): whoever inserts the row runs the
 * step, everyone else leaves it. A claim still 'running' after STALE_CLAIM_MS is taken to be a
 * crashed run and may be claimed again, so a step is retried but never run twice at once.
 */
import type { Db } from '../db/database'

/** A step that takes longer than this is presumed dead (a crash mid-step). */
export const STALE_CLAIM_MS = 5 * 60 * 1000

export type Claim = 'claimed' | 'done' | 'busy'

export async function claimStep(db: Db, orderId: string, step: string, now: Date = new Date()): Promise<Claim> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS)
  const claimed = await db
    .insertInto('fulfilmentSteps')
    .values({ orderId, step, state: 'running', claimedAt: now })
    .onConflict((conflict) =>
      conflict
        .columns(['orderId', 'step'])
        .doUpdateSet((eb) => ({ claimedAt: now, attempts: eb('fulfilmentSteps.attempts', '+', 1) }))
        .where('fulfilmentSteps.state', '=', 'running')
        .where('fulfilmentSteps.claimedAt', '<', staleBefore),
    )
    .returning('step')
    .executeTakeFirst()
  if (claimed) return 'claimed'
  const row = await db.selectFrom('fulfilmentSteps').select('state').where('orderId', '=', orderId).where('step', '=', step).executeTakeFirst()
  return row?.state === 'done' ? 'done' : 'busy'
}

export async function finishStep(db: Db, orderId: string, step: string, result: Record<string, unknown> | null, now: Date = new Date()): Promise<void> {
  await db
    .updateTable('fulfilmentSteps')
    .set({ state: 'done', doneAt: now, result: result === null ? null : JSON.stringify(result) })
    .where('orderId', '=', orderId)
    .where('step', '=', step)
    .execute()
}

/** Gives a failed step back at once, so the next attempt need not wait for the claim to go stale. */
export async function releaseStep(db: Db, orderId: string, step: string): Promise<void> {
  await db.deleteFrom('fulfilmentSteps').where('orderId', '=', orderId).where('step', '=', step).where('state', '=', 'running').execute()
}

/** Inserts the step as done in the caller's transaction; false when it was there already (done by someone else). */
export async function markStepDone(db: Db, orderId: string, step: string, now: Date = new Date()): Promise<boolean> {
  const inserted = await db
    .insertInto('fulfilmentSteps')
    .values({ orderId, step, state: 'done', claimedAt: now, doneAt: now })
    .onConflict((conflict) => conflict.columns(['orderId', 'step']).doNothing())
    .returning('step')
    .executeTakeFirst()
  return inserted !== undefined
}

/** The course login URL an enrolment step recorded for the order, if any (for the entitlement answer). */
export async function courseLoginUrlOf(db: Db, orderId: string): Promise<string | undefined> {
  const rows = await db.selectFrom('fulfilmentSteps').select('result').where('orderId', '=', orderId).where('state', '=', 'done').execute()
  for (const { result } of rows) {
    const url = result?.courseLoginUrl
    if (typeof url === 'string') return url
  }
  return undefined
}
