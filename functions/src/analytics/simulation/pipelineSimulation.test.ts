import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedSource } from '../../../../scripts/contentSource'
import { insertOrder } from '../../backOffice/backOfficeFixture'
import { useTestDatabase } from '../../db/dbTestKit'
import { fakeContext } from '../../fakeContext'
import { saveLog, saveLogPayload } from '../../saveLog'
import { PRIMARY_METRIC } from '../experimentReport'
import { runReport } from '../reportRunner'
import { syntheticTrail, type SyntheticArm, type SyntheticTest } from './syntheticTrail'

/**
 * Synthetic visitors with known behaviour sent through the real event path: every event through
 * the saveLog handler (its payload parsing, its sink, its visitor record in the database), every
 * purchase recorded by the back office's code, then the report run as production runs it.
 * Bounded for npm test; the statistics' error rates at full size are the statistics' own
 * simulation (stats/statsSimulation.ts, npm run bench).
 */
const database = useTestDatabase('PGlite')
const content = seedSource()
const START = new Date('2026-11-02T00:00:00Z')
const UNTIL = new Date('2026-11-12T00:00:00Z')

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

/** Sends the trail through saveLog and the back office, each event at its own time. */
async function throughThePipeline(test: SyntheticTest) {
  const sinkDir = mkdtempSync(join(tmpdir(), 'pipeline-'))
  vi.stubEnv('SINK_DIR', sinkDir)
  vi.useFakeTimers({ toFake: ['Date'] })
  const trail = syntheticTrail(test)
  for (const line of trail.lines) {
    const { receivedAt, authUid, ...sent } = JSON.parse(line) as Record<string, unknown> & { receivedAt: string; authUid: string }
    vi.setSystemTime(new Date(receivedAt))
    await saveLog(saveLogPayload.parse(sent), fakeContext({ authUid }), { db: () => database.db, env: {} })
  }
  for (const order of trail.orders) {
    vi.setSystemTime(order.confirmedAt)
    await insertOrder(database.db, { uid: order.visitorId, email: `${order.visitorId}@example.com`, onboardingType: test.funnel, amount: order.amount, currency: order.currency, confirmedAt: order.confirmedAt })
  }
  vi.useRealTimers()
  const report = await runReport({ env: {}, db: () => database.db, sinkDir, fetchContent: (query, params) => content.fetch(query, params) }, { funnel: test.funnel, since: START, until: UNTIL, now: UNTIL })
  return { trail, report }
}

const arm = (variant: string, share: number, purchaseRate: number): SyntheticArm => ({ variant, share, emailRate: 0.5, checkoutRate: purchaseRate * 2, purchaseRate, price: variant === 'second' ? 49.99 : 59.99 })
const test = (arms: SyntheticArm[], visitors: number, seed: number): SyntheticTest => ({ funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [{ page: 'congrats', goOn: 0.5 }], arms, visitors, start: START, days: 8, seed })

/** What the generator put in, per variant, counted from its own lines and orders. */
function truth(trail: ReturnType<typeof syntheticTrail>, variant: string) {
  const lines = trail.lines.map((line) => JSON.parse(line) as { authUid: string; name: string; params: { variant?: string } })
  const visitors = new Set(lines.filter((line) => line.name === 'Changed: Active split tests' && line.params.variant === variant).map((line) => line.authUid))
  const did = (name: string) => new Set(lines.filter((line) => line.name === name && visitors.has(line.authUid)).map((line) => line.authUid)).size
  const orders = trail.orders.filter((order) => visitors.has(order.visitorId!))
  return { exposed: visitors.size, email: did('Email provided'), checkout: did('Payment started'), purchased: orders.length, revenue: orders.reduce((sum, order) => sum + order.amount, 0) }
}

describe('experiments through the real event path', () => {
  it('the report counts exactly what the visitors did, and finds the lift a doubled purchase rate makes', async () => {
    const { trail, report } = await throughThePipeline(test([arm('default', 1, 0.1), arm('second', 1, 0.3)], 700, 11))
    const pricing = report.tests.find((candidate) => candidate.key === 'pricingSetKey')!
    for (const variant of pricing.variants) {
      const expected = truth(trail, variant.key)
      expect({ exposed: variant.exposed, email: variant.email, checkout: variant.checkout, purchased: variant.purchased }).toEqual({ exposed: expected.exposed, email: expected.email, checkout: expected.checkout, purchased: expected.purchased })
      expect(variant.revenue).toBeCloseTo(expected.revenue, 6)
    }
    expect(pricing.metrics[PRIMARY_METRIC].status).toBe('ready')
    expect(pricing.metrics[PRIMARY_METRIC].comparisons[0]).toMatchObject({ variantKey: 'second', verdict: 'wins' })
  }, 120_000)

  it('an A/A test through the same path shows no verdict', async () => {
    const { report } = await throughThePipeline(test([arm('default', 1, 0.15), arm('second', 1, 0.15)], 700, 12))
    const purchase = report.tests.find((candidate) => candidate.key === 'pricingSetKey')!.metrics[PRIMARY_METRIC]
    expect(purchase.status).toBe('ready')
    expect(purchase.comparisons[0]!.verdict).toBe('no-difference-yet')
  }, 120_000)
})
