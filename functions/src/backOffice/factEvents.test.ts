import { describe, expect, it } from 'vitest'
import { parseEvent } from '../../../schemas/events/parseEvent'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { insertOrder } from './backOfficeFixture'
import { readFactEvents } from './factEvents'
import { claimRefund, recordRefundSucceeded, recordSubscriptionCancelled } from './refunds'

const at = (iso: string) => new Date(iso)
const NOVEMBER = { since: at('2026-11-01T00:00:00Z'), until: at('2026-12-01T00:00:00Z') }

describe.each(DATABASE_ENGINES)('the back office told as events on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('tells each order, refund and cancellation as its contract event, joined to the visitor by uid', async () => {
    const db = database.db
    const paid = await insertOrder(db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'subscription', amount: 59.99, transactionId: 'sub_1', confirmedAt: at('2026-11-02T10:00:00Z') })
    const trial = await insertOrder(db, { uid: 'uid-2', email: 'bo@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0, subscriptionId: 'sub_2', confirmedAt: at('2026-11-03T10:00:00Z') })
    await claimRefund(db, { orderId: paid, amount: 59.99, currency: 'USD', requestedBy: 'uid-1', reason: 'changed my mind' })
    await recordRefundSucceeded(db, paid, { refundId: 're_1', amount: 59.99, currency: 'USD' }, at('2026-11-04T10:00:00Z'))
    const sessionOfTrial = await db.selectFrom('orders').select('checkoutSessionId').where('id', '=', trial).executeTakeFirstOrThrow()
    await recordSubscriptionCancelled(db, { id: 'sub_2', orderId: trial, checkoutSessionId: sessionOfTrial.checkoutSessionId }, at('2026-11-05T10:00:00Z'))

    const events = await readFactEvents(db, NOVEMBER)
    expect(events.map((event) => [event.name, event.userId, event.occurredAt])).toEqual([
      ['Order paid', 'uid-1', '2026-11-02T10:00:00.000Z'],
      ['Trial started', 'uid-2', '2026-11-03T10:00:00.000Z'],
      ['Refund issued', 'uid-1', '2026-11-04T10:00:00.000Z'],
      ['Subscription canceled', 'uid-2', '2026-11-05T10:00:00.000Z'],
    ])
    expect(events[0]).toMatchObject({ value: paid, onboardingName: 'leadership', params: { orderId: paid, kind: 'subscription', amount: 59.99, currency: 'USD', transactionId: 'sub_1', variants: {} } })
    expect(events[2]?.params).toMatchObject({ orderId: paid, amount: 59.99, reason: 'changed my mind' })
    expect(events[3]?.params).toMatchObject({ orderId: trial, subscriptionId: 'sub_2', status: 'canceled', amount: 0 })
    // Each is an event of the contract, as a report reading them beside saveLog's lines expects.
    for (const event of events) expect(parseEvent(event)).toMatchObject({ ok: true })
  })

  it('reads only what happened in the range, and no refund that has not succeeded', async () => {
    const db = database.db
    await insertOrder(db, { uid: 'uid-1', email: 'ada@example.com', confirmedAt: at('2026-10-31T23:59:59Z') })
    const late = await insertOrder(db, { uid: 'uid-1', email: 'ada@example.com', confirmedAt: at('2026-11-30T12:00:00Z') })
    await claimRefund(db, { orderId: late, amount: 27, currency: 'USD', requestedBy: 'uid-1', reason: null })
    expect((await readFactEvents(db, NOVEMBER)).map((event) => [event.name, event.value])).toEqual([['Order paid', late]])
    await recordRefundSucceeded(db, late, { refundId: 're_2', amount: 27, currency: 'USD' }, at('2026-12-01T00:00:00Z'))
    expect((await readFactEvents(db, { since: at('2026-12-01T00:00:00Z'), until: at('2026-12-02T00:00:00Z') })).map((event) => event.name)).toEqual(['Refund issued'])
  })
})
