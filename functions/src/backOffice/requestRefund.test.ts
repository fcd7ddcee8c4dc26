import { afterEach, describe, expect, it, vi } from 'vitest'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { loadSession } from '../payments/sandboxStore'
import { insertOrder, paidSandboxSession } from './backOfficeFixture'
import { emailJobsOfOrder } from './emailJobs'
import { requestRefundPayload, requestRefundWith } from './requestRefund'

describe.each(DATABASE_ENGINES)('requestRefund on %s', (engine) => {
  const database = useTestDatabase(engine)
  usePaymentsDirs()
  afterEach(() => void vi.restoreAllMocks())
  const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })
  const handler = requestRefundWith({ db: () => database.db, providerOf: () => provider })
  const ask = (authUid: string | null, onboardingType = 'parentingexp') => runCallable('requestRefund', requestRefundPayload, handler, { onboardingType, reason: 'changed my mind' }, fakeContext({ authUid }))
  const orderRow = (id: string) => database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('a paid one-time order: refunded once through the provider, the refund row succeeded, the order closed, pending e-mails cancelled', async () => {
    const sessionId = await paidSandboxSession('parentingexp')
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'parentingexp', sessionId, amount: 27, pendingEmails: 2 })
    const refund = vi.spyOn(provider, 'refund')

    expect(await ask('uid-1')).toEqual({ outcome: 'refunded', amount: 27, currency: 'USD' })
    expect(refund).toHaveBeenCalledTimes(1)
    const stored = (await loadSession(sessionId))?.refund
    expect(await database.db.selectFrom('refunds').selectAll().execute()).toEqual([
      expect.objectContaining({ orderId, status: 'succeeded', providerRefundId: stored?.id, amount: '27.00', currency: 'USD', requestedBy: 'uid-1', reason: 'changed my mind', refundedAt: expect.any(Date) }),
    ])
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', closedAt: expect.any(Date) })
    expect((await emailJobsOfOrder(database.db, orderId)).map((job) => [job.state, job.cancelReason])).toEqual([['cancelled', 'refunded'], ['cancelled', 'refunded']])

    expect(await ask('uid-1')).toEqual({ outcome: 'already', amount: 27, currency: 'USD' })
    expect(refund).toHaveBeenCalledTimes(1)
    expect(await database.db.selectFrom('refunds').select('id').execute()).toHaveLength(1)
  })

  it('a refund the webhook recorded first is not asked again: the same row, already', async () => {
    const sessionId = await paidSandboxSession('parentingexp')
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'parentingexp', sessionId })
    await database.db.insertInto('refunds').values({ orderId, providerRefundId: 're_1', amount: 27, currency: 'USD', status: 'succeeded' }).execute()
    const refund = vi.spyOn(provider, 'refund')
    expect(await ask('uid-1')).toEqual({ outcome: 'already' })
    expect(refund).not.toHaveBeenCalled()
  })

  it('a trial that has not charged: cancelled through the provider, never refunded', async () => {
    const sessionId = await paidSandboxSession('leadership')
    const transactionId = (await loadSession(sessionId))?.transactionId ?? null
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0, sessionId, transactionId, subscriptionId: transactionId ?? 'sub_x', pendingEmails: 1 })
    const refund = vi.spyOn(provider, 'refund')

    expect(await ask('uid-1', 'leadership')).toEqual({ outcome: 'cancelled' })
    expect(refund).not.toHaveBeenCalled()
    expect((await loadSession(sessionId))?.canceledAt).toEqual(expect.any(String))
    expect(await database.db.selectFrom('subscriptions').selectAll().executeTakeFirst()).toMatchObject({ status: 'canceled', canceledAt: expect.any(Date) })
    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', closedAt: expect.any(Date) })
    expect((await emailJobsOfOrder(database.db, orderId)).map((job) => job.state)).toEqual(['cancelled'])
    expect(await database.db.selectFrom('refunds').selectAll().execute()).toEqual([])
    expect(await ask('uid-1', 'leadership')).toEqual({ outcome: 'already' })
  })

  it('a provider failure: unavailable, the order still confirmed, and the next request tries again', async () => {
    const sessionId = await paidSandboxSession('parentingexp')
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'parentingexp', sessionId, pendingEmails: 1 })
    const { HttpsError } = await import('firebase-functions/v2/https')
    vi.spyOn(provider, 'refund').mockRejectedValueOnce(new HttpsError('unavailable', 'Payment service unavailable: down'))
    await expect(ask('uid-1')).rejects.toMatchObject({ code: 'unavailable' })
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' })
    expect((await emailJobsOfOrder(database.db, orderId)).map((job) => job.state)).toEqual(['pending'])
    expect(await ask('uid-1')).toMatchObject({ outcome: 'refunded' })
  })

  it('no confirmed order: nothingToRefund; another visitor cannot refund the order; no token: unauthenticated', async () => {
    const sessionId = await paidSandboxSession('parentingexp')
    const orderId = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'parentingexp', sessionId })
    expect(await ask('uid-2')).toEqual({ outcome: 'nothingToRefund' })
    await expect(ask(null)).rejects.toMatchObject({ code: 'unauthenticated' })
    expect(await orderRow(orderId)).toMatchObject({ status: 'confirmed' })
    expect((await loadSession(sessionId))?.refund).toBeUndefined()
  })
})
