import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { syntheticVisitors } from './functions/src/analytics/simulation/syntheticTrail'
import { openDuckdbStore } from './functions/src/analytics/duckdb/duckdbStore'
import { buildExperimentReport } from './functions/src/analytics/experimentReport'
import { seededDesign } from './functions/src/analytics/reportFixture'
import { duckdb } from './functions/src/analytics/sql/dialect'
const visitors = Number(process.argv[2] ?? 250000)
const file = `/tmp/bench-trail-${visitors}.ndjson`
const out = createWriteStream(file)
let events = 0; const orders: any[] = []
let t = Date.now()
const arms = [{ variant: 'default', share: 1, emailRate: 0.5, checkoutRate: 0.2, purchaseRate: 0.1, price: 59.99 }, { variant: 'second', share: 1, emailRate: 0.5, checkoutRate: 0.2, purchaseRate: 0.11, price: 49.99 }]
for (const v of syntheticVisitors({ funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [{ page: 'congrats', goOn: 0.5 }], arms, visitors, start: new Date('2026-11-01T00:00:00Z'), days: 14 })) {
  events += v.lines.length
  if (!out.write(v.lines.join('\n') + '\n')) await once(out, 'drain')
  if (v.order) orders.push(v.order)
}
out.end(); await once(out, 'finish')
console.log('events', events, 'orders', orders.length, 'write ms', Date.now() - t)
const design = seededDesign('leadership')
t = Date.now()
const store = await openDuckdbStore({ eventFiles: [file], orders, refunds: [] })
const load = Date.now() - t
t = Date.now()
const report = await buildExperimentReport(store, duckdb, design, { funnel: 'leadership', since: new Date('2026-11-01T00:00:00Z'), until: new Date('2026-11-20T00:00:00Z'), now: new Date('2026-11-20T00:00:00Z') })
console.log('load ms', load, 'report ms', Date.now() - t, report.tests.find((x) => x.key === 'pricingSetKey')!.metrics.purchase.status)
store.close()
import { variantOutcomesSql, pageReachSql, funnelReachSql } from './functions/src/analytics/sql/experimentQueries'
const s2 = await openDuckdbStore({ eventFiles: [file], orders, refunds: [] })
const params = { funnel: 'leadership', since: '2026-11-01T00:00:00Z', until: '2026-11-20T00:00:00Z' }
for (const [n, q] of [['outcomes', variantOutcomesSql], ['pages', pageReachSql], ['funnel', funnelReachSql]] as const) { const t0 = Date.now(); await s2.query(q(duckdb), params); console.log(n, Date.now() - t0) }
