import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DATABASE_ENGINES, useTestDatabase } from './dbTestKit'
import { migrateToLatest } from './migrate'

describe.each(DATABASE_ENGINES)('the migrations on %s', (engine) => {
  const database = useTestDatabase(engine)

  it('create every table of the system of record, and a second run applies nothing', async () => {
    const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(database.db)
    expect(rows.map((row) => row.tablename)).toEqual(
      expect.arrayContaining(['ab_assignments', 'call_counts', 'checkout_sessions', 'customers', 'email_jobs', 'email_suppressions', 'fulfilment_steps', 'invoices', 'orders', 'refunds', 'subscriptions', 'visitors', 'webhook_events']),
    )
    expect(await migrateToLatest(database.db as never)).toEqual([])
  })

  it('keep money exact and e-mails lower-case', async () => {
    const customer = await database.db.insertInto('customers').values({ email: 'ada@example.com' }).returning('id').executeTakeFirstOrThrow()
    await expect(database.db.insertInto('customers').values({ email: 'Ada@Example.com' }).execute()).rejects.toThrow(/check constraint/)
    await database.db
      .insertInto('orders')
      .values({ checkoutSessionId: 'cs_1', customerId: customer.id, onboardingType: 'leadership', kind: 'one_time', planId: 'start', priceOptionId: 'x', amount: 0.1 + 0.2, currency: 'USD', status: 'confirmed', variants: '{}' })
      .execute()
    const order = await database.db.selectFrom('orders').select(['amount', 'variants']).executeTakeFirstOrThrow()
    expect(order).toEqual({ amount: '0.30', variants: {} })
  })
})
