import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { insertOrder } from './backOfficeFixture'
import { customerRecordOf } from './customerRecord'

describe.each(DATABASE_ENGINES)('customerRecordOf on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('gathers the customer’s orders, subscriptions, invoices, refunds, e-mail jobs and checkout sessions, and no one else’s', async () => {
    const trial = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0, subscriptionId: 'sub_1', pendingEmails: 2, sessionId: 'cs_trial' })
    const course = await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com', onboardingType: 'parenting', amount: 27, sessionId: 'cs_course' })
    await insertOrder(database.db, { uid: 'uid-2', email: 'bob@example.com', subscriptionId: 'sub_bob', kind: 'subscription', pendingEmails: 1 })
    await database.db.insertInto('invoices').values([{ id: 'in_1', subscriptionId: 'sub_1', status: 'payment_failed', amount: 59.99, currency: 'USD' }, { id: 'in_bob', subscriptionId: 'sub_bob', status: 'paid', amount: 1, currency: 'USD' }]).execute()
    await database.db.insertInto('refunds').values({ orderId: course, providerRefundId: 're_1', amount: 27, currency: 'USD', status: 'succeeded' }).execute()

    const record = await customerRecordOf(database.db, '  ADA@example.com ')
    expect(record?.email).toBe('ada@example.com')
    expect(record?.customer).toMatchObject({ email: 'ada@example.com', uid: 'uid-1' })
    expect(record?.orders.map((order) => [order.id, order.kind, order.status])).toEqual([[trial, 'trial', 'confirmed'], [course, 'one_time', 'confirmed']])
    expect(record?.subscriptions).toEqual([expect.objectContaining({ id: 'sub_1', status: 'trialing', orderId: trial, cancelAtPeriodEnd: false, trialEnd: null })])
    expect(record?.invoices).toEqual([expect.objectContaining({ id: 'in_1', status: 'payment_failed', amount: 59.99 })])
    expect(record?.refunds).toEqual([expect.objectContaining({ orderId: course, providerRefundId: 're_1', status: 'succeeded' })])
    expect(record?.emailJobs.map((job) => [job.recipient, job.state])).toEqual([['ada@example.com', 'pending'], ['ada@example.com', 'pending']])
    expect(record?.checkoutSessions.map((session) => session.id).sort()).toEqual(['cs_course', 'cs_trial'])
  })

  it('an address with only an abandoned checkout has a record without a customer; an unknown one has none', async () => {
    await insertOrder(database.db, { uid: 'uid-1', email: 'ada@example.com' })
    await database.db.deleteFrom('orders').execute()
    await database.db.deleteFrom('customers').execute()
    expect(await customerRecordOf(database.db, 'ada@example.com')).toMatchObject({ customer: null, orders: [], checkoutSessions: [expect.objectContaining({ email: 'ada@example.com', status: 'open' })] })
    expect(await customerRecordOf(database.db, 'nobody@example.com')).toBeUndefined()
  })
})
