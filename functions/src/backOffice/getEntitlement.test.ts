import { describe, expect, it } from 'vitest'
import { entitlementAnswerSchema } from '../../../schemas/backOffice/wire'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { insertOrder } from './backOfficeFixture'
import { getEntitlementPayload, getEntitlementWith } from './getEntitlement'

describe.each(DATABASE_ENGINES)('getEntitlement on %s', (engine) => {
  const database = useTestDatabase(engine)
  const ask = (authUid: string | null, onboardingType = 'parenting') =>
    runCallable('getEntitlement', getEntitlementPayload, getEntitlementWith(() => database.db), { onboardingType }, fakeContext({ authUid }))

  it('the buyer: entitled, their order with their address, refundable for money charged, and the course login fulfilment stored', async () => {
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', amount: 27 })
    await database.db.insertInto('fulfilmentSteps').values({ orderId, step: 'courseEnrollment', state: 'done', claimedAt: new Date(), doneAt: new Date(), result: JSON.stringify({ courseLoginUrl: 'https://courses.example/login?e=1' }) }).execute()
    const answer = await ask('uid-1')
    expect(entitlementAnswerSchema.safeParse(answer).success).toBe(true)
    expect(answer).toEqual({
      entitled: true,
      order: { kind: 'one_time', planId: 'plan', status: 'confirmed', amount: 27, currency: 'USD', confirmedAt: expect.any(String), email: 'ada@example.com', refundable: true, cancellable: false },
      courseLoginUrl: 'https://courses.example/login?e=1',
    })
  })

  it('a trial that has not charged: entitled, not refundable, cancellable while trialing', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', kind: 'trial', amount: 0, subscriptionId: 'sub_1' })
    expect((await ask('uid-1')).order).toMatchObject({ kind: 'trial', amount: 0, refundable: false, cancellable: true })
    await database.db.updateTable('subscriptions').set({ status: 'canceled', canceledAt: new Date() }).execute()
    expect((await ask('uid-1')).order).toMatchObject({ refundable: false, cancellable: false })
  })

  it('a trial that converted: the paid invoice makes it refundable', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', kind: 'trial', amount: 0, subscriptionId: 'sub_1' })
    await database.db.insertInto('invoices').values({ id: 'in_1', subscriptionId: 'sub_1', status: 'paid', amount: 59.99, currency: 'USD' }).execute()
    expect((await ask('uid-1')).order).toMatchObject({ amount: 59.99, refundable: true })
  })

  it('another visitor, another funnel, or a refunded order: not entitled, and no one else’s data', async () => {
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com' })
    expect(await ask('uid-2')).toEqual({ entitled: false })
    expect(await ask('uid-1', 'leadership')).toEqual({ entitled: false })
    await database.db.updateTable('orders').set({ status: 'refunded', closedAt: new Date() }).where('id', '=', orderId).execute()
    expect(await ask('uid-1')).toMatchObject({ entitled: false, order: { status: 'refunded', refundable: false, cancellable: false } })
  })

  it('the latest order of the funnel is the one described', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', amount: 10, confirmedAt: new Date('2026-01-01') })
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', amount: 20, confirmedAt: new Date('2026-02-01') })
    expect((await ask('uid-1')).order?.amount).toBe(20)
  })

  it('no token: unauthenticated', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com' })
    await expect(ask(null)).rejects.toMatchObject({ code: 'unauthenticated' })
  })
})
