import { describe, expect, it } from 'vitest'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { backOfficeRows } from './backOfficeRows'

describe.each(DATABASE_ENGINES)('the report reads the back office on %s', (engine) => {
  const database = useTestDatabase(engine)

  it("reads a funnel's orders before the end of the range, and only refunds that went through", async () => {
    const { db } = database
    const paid = await insertOrder(db, { uid: 'u1', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0, confirmedAt: new Date('2026-11-02T10:00:00Z') })
    const refunded = await insertOrder(db, { uid: 'u2', email: 'bob@example.com', onboardingType: 'leadership', amount: 229.99, currency: 'PLN', confirmedAt: new Date('2026-11-03T10:00:00Z') })
    await insertOrder(db, { uid: 'u3', email: 'cy@example.com', onboardingType: 'leadership', confirmedAt: new Date('2026-11-20T10:00:00Z') })
    await insertOrder(db, { uid: 'u4', email: 'di@example.com', onboardingType: 'parenting', confirmedAt: new Date('2026-11-02T10:00:00Z') })
    const refundedAt = new Date('2026-11-04T10:00:00Z')
    await db.insertInto('refunds').values([
      { orderId: refunded, amount: 229.99, currency: 'PLN', status: 'succeeded', refundedAt },
      { orderId: paid, amount: 0, currency: 'USD', status: 'requested' },
    ]).execute()

    const rows = await backOfficeRows(db, 'leadership', new Date('2026-11-08T00:00:00Z'))
    expect(rows.orders.map((o) => [o.visitorId, o.kind, o.amount, o.currency]).sort()).toEqual([
      ['u1', 'trial', 0, 'USD'],
      ['u2', 'one_time', 229.99, 'PLN'],
    ])
    expect(rows.refunds).toEqual([{ orderId: refunded, amount: 229.99, currency: 'PLN', refundedAt }])
  })
})
