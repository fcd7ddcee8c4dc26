import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderRow, RefundRow } from '../model'
import { duckdb } from '../sql/dialect'
import { funnelReachSql, pageReachSql, variantOutcomesSql } from '../sql/experimentQueries'
import type { AnalyticsStore } from '../analyticsStore'
import { openDuckdbStore } from './duckdbStore'

/** One saveLog sink line, shaped as the functions write it. */
function line(at: string, uid: string, name: string, params: Record<string, unknown> = {}, funnel = 'leadership') {
  return JSON.stringify({ receivedAt: at, authUid: uid, userId: `claimed-${uid}`, name, params: { onboardingName: funnel, ...params }, onboardingName: funnel, superProperties: { sessionId: `s-${uid}` } })
}
const exposure = (at: string, uid: string, variant: string, testKey = 'pricingSetKey') => line(at, uid, 'Changed: Active split tests', { testKey, variant, page: 'offer' })

function sinkFile(lines: string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'saveLog.ndjson')
  // A torn last line (a crash mid-write) must not stop the report.
  writeFileSync(file, `${lines.join('\n')}\n{"receivedAt":"2026-11-0`)
  return file
}

const order = (id: string, visitorId: string, amount: number, currency: string, at: string, funnel = 'leadership'): OrderRow => ({ id, visitorId, funnel, kind: 'purchase', amount, currency, confirmedAt: new Date(at) })
const params = { funnel: 'leadership', since: '2026-11-01T00:00:00Z', until: '2026-11-08T00:00:00Z' }

let store: AnalyticsStore | undefined
afterEach(() => store?.close())

describe('the experiment queries on DuckDB over the event trail and the back office', () => {
  it('counts each visitor once, in the variant of their first exposure, with the outcomes after it', async () => {
    const events = [
      exposure('2026-11-01T10:00:00Z', 'a', 'default'),
      exposure('2026-11-01T10:05:00Z', 'a', 'second'), // a second exposure never moves a visitor
      line('2026-11-01T10:01:00Z', 'a', 'Email provided'),
      line('2026-11-01T10:02:00Z', 'a', 'Payment started'),
      exposure('2026-11-02T10:00:00Z', 'b', 'default'),
      line('2026-11-02T09:00:00Z', 'b', 'Email provided'), // before the exposure: not its outcome
      exposure('2026-11-03T10:00:00Z', 'c', 'second'),
      line('2026-11-03T10:01:00Z', 'c', 'Payment started'),
      exposure('2026-11-03T11:00:00Z', 'd', 'second'),
      exposure('2026-11-09T10:00:00Z', 'e', 'second'), // after the range
      exposure('2026-11-03T10:00:00Z', 'f', 'default', 'otherTest'),
      line('2026-11-03T10:00:00Z', 'g', 'Changed: Active split tests', { testKey: 'pricingSetKey', variant: 'second' }, 'deeps'), // another funnel
    ]
    const orders = [
      order('o1', 'a', 59.99, 'USD', '2026-11-01T10:03:00Z'),
      order('o2', 'c', 229.99, 'PLN', '2026-11-03T10:02:00Z'),
      order('o3', 'd', 49.99, 'USD', '2026-11-03T12:00:00Z'),
      order('o4', 'b', 10, 'USD', '2026-11-02T08:00:00Z'), // before b's exposure
    ]
    const refunds: RefundRow[] = [{ orderId: 'o3', amount: 49.99, currency: 'USD', refundedAt: new Date('2026-11-04T00:00:00Z') }]
    store = await openDuckdbStore({ eventFiles: [sinkFile(events), '/nonexistent/saveLog.ndjson'], orders, refunds })
    const rows = await store.query(variantOutcomesSql(duckdb), params)
    const pricing = rows.filter((row) => row.test_key === 'pricingSetKey')
    expect(pricing).toEqual([
      expect.objectContaining({ variant: 'default', exposed: 2, email: 1, checkout: 1, purchased: 1, refunded: 0, first_exposed_ms: Date.parse('2026-11-01T10:00:00Z') }),
      expect.objectContaining({ variant: 'second', exposed: 2, email: 0, checkout: 1, purchased: 2, refunded: 1, last_exposed_ms: Date.parse('2026-11-03T11:00:00Z') }),
    ])
    expect(pricing[0]!.revenue_sum).toBeCloseTo(59.99, 6)
    // 229.99 zł at the stated 0.25, and d's refunded order nets to nothing.
    expect(pricing[1]!.revenue_sum).toBeCloseTo(57.4975, 6)
    expect(pricing[1]!.revenue_sum_squares).toBeCloseTo(57.4975 ** 2, 4)
    expect(rows.find((row) => row.test_key === 'otherTest')).toMatchObject({ variant: 'default', exposed: 1 })
  })

  it('reports the pages each variant reached, and the whole funnel', async () => {
    const events = [
      exposure('2026-11-01T10:00:00Z', 'a', 'default'),
      line('2026-11-01T10:00:00Z', 'a', 'Visited: offer'),
      line('2026-11-01T10:01:00Z', 'a', 'Visited: checkout'),
      exposure('2026-11-01T11:00:00Z', 'b', 'second'),
      line('2026-11-01T11:00:00Z', 'b', 'Visited: offer'),
      line('2026-11-01T11:00:30Z', 'b', 'Visited: offer'),
      line('2026-11-01T09:00:00Z', 'z', 'Visited: intro'),
    ]
    store = await openDuckdbStore({ eventFiles: [sinkFile(events)], orders: [], refunds: [] })
    expect(await store.query(pageReachSql(duckdb), params)).toEqual([
      { test_key: 'pricingSetKey', variant: 'default', page: 'checkout', reached: 1 },
      { test_key: 'pricingSetKey', variant: 'default', page: 'offer', reached: 1 },
      { test_key: 'pricingSetKey', variant: 'second', page: 'offer', reached: 1 },
    ])
    expect(await store.query(funnelReachSql(duckdb), params)).toEqual([
      { page: 'checkout', reached: 1 },
      { page: 'intro', reached: 1 },
      { page: 'offer', reached: 2 },
    ])
  })

  it('answers an empty report when there is no trail yet', async () => {
    store = await openDuckdbStore({ eventFiles: [], orders: [], refunds: [] })
    expect(await store.query(variantOutcomesSql(duckdb), params)).toEqual([])
  })
})
