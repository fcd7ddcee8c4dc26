import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { insertOrder } from '../../backOffice/backOfficeFixture'
import { DATABASE_ENGINES, useTestDatabase } from '../../db/dbTestKit'
import { bigQuerySetupSql } from './bigQuerySetup'

/** The PostgreSQL text inside an EXTERNAL_QUERY('…', '''…''') of a view. */
const externalQuery = (ddl: string) => /'''([\s\S]*)'''/.exec(ddl)![1]!

describe('the production model in BigQuery', () => {
  const [events, rates, orders, refunds] = bigQuerySetupSql('funnels-prod.analytics', 'funnels-prod.europe-west1.backoffice')

  it('creates the events table partitioned by day, the stated rates, and the back office as views', () => {
    expect(events).toMatch(/^CREATE TABLE IF NOT EXISTS `funnels-prod\.analytics\.events` \(received_at TIMESTAMP NOT NULL, name STRING NOT NULL, visitor_id STRING, session_id STRING, funnel STRING, params JSON\)/)
    expect(events).toMatch(/PARTITION BY DATE\(received_at\)/)
    expect(rates).toContain("('PLN', 0.25)")
    expect(orders).toMatch(/^CREATE OR REPLACE VIEW `funnels-prod\.analytics\.orders` AS SELECT \* FROM EXTERNAL_QUERY\('funnels-prod\.europe-west1\.backoffice'/)
    expect(refunds).toMatch(/`funnels-prod\.analytics\.refunds`/)
  })

  it('refuses names that are not a dataset or a connection', () => {
    expect(() => bigQuerySetupSql('analytics', 'p.r.c')).toThrow(/project\.dataset/)
    expect(() => bigQuerySetupSql('p.analytics', "p.r.c') --")).toThrow(/project\.region\.connection/)
  })

  describe.each(DATABASE_ENGINES)('the views read the back office as it is (%s)', (engine) => {
    const database = useTestDatabase(engine)

    it("their PostgreSQL answers the model's columns, with only refunds that went through", async () => {
      const { db } = database
      const orderId = await insertOrder(db, { uid: 'u1', email: 'ada@example.com', onboardingType: 'leadership', amount: 59.99 })
      const pending = await insertOrder(db, { uid: 'u2', email: 'bob@example.com', onboardingType: 'leadership', amount: 14.99 })
      await db.insertInto('refunds').values([
        { orderId, amount: 59.99, currency: 'USD', status: 'succeeded', refundedAt: new Date() },
        { orderId: pending, amount: 14.99, currency: 'USD', status: 'requested' },
      ]).execute()
      // As BigQuery's connection runs it: plain SQL, column names as PostgreSQL answers them.
      const client = new pg.Client(database.url)
      await client.connect()
      const run = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows
      const orderRows = { rows: await run(externalQuery(orders!)) }
      expect(orderRows.rows).toContainEqual(expect.objectContaining({ id: orderId, visitor_id: 'u1', funnel: 'leadership', kind: 'one_time', amount: 59.99, currency: 'USD' }))
      expect(orderRows.rows).toHaveLength(2)
      expect(Object.keys(orderRows.rows[0]!).sort()).toEqual(['amount', 'confirmed_at', 'currency', 'funnel', 'id', 'kind', 'visitor_id'])
      expect(await run(externalQuery(refunds!))).toEqual([expect.objectContaining({ order_id: orderId, amount: 59.99, currency: 'USD' })])
      await client.end()
    })
  })
})
