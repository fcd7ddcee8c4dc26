import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { seedDocuments } from '../../../seed/dataset'
import type { AnalyticsStore } from './analyticsStore'
import { openDuckdbStore } from './duckdb/duckdbStore'
import { buildExperimentReport, type ExperimentReport } from './experimentReport'
import type { FunnelDesign } from './funnelSteps'
import { syntheticTrail, type SyntheticArm } from './simulation/syntheticTrail'
import { duckdb } from './sql/dialect'

const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const leadershipFunnel = documents.find((doc): doc is FunnelDocument => doc._type === 'funnel' && doc.key === 'leadership')!
const leadership: FunnelDesign = {
  pages: (leadershipFunnel.pages ?? []).map((ref) => byId.get(ref._ref) as PageDocument),
  abTests: (leadershipFunnel.abTests ?? []).map((ref) => byId.get(ref._ref) as AbTestDocument),
  emailConfig: leadershipFunnel.emailConfig ?? [],
}

const START = new Date('2026-11-01T00:00:00Z')
const arm = (variant: string, share: number, purchaseRate: number): SyntheticArm => ({ variant, share, emailRate: 0.6, checkoutRate: purchaseRate * 2, purchaseRate, price: 59.99 })

let store: AnalyticsStore | undefined
afterEach(() => store?.close())

/** The leadership report over a synthetic pricingSet test with these arms. */
async function report(arms: SyntheticArm[], { visitors = 1000, days = 8, until = new Date('2026-11-10T00:00:00Z') } = {}): Promise<ExperimentReport> {
  const trail = syntheticTrail({ funnel: 'leadership', testKey: 'pricingSetKey', exposurePage: 'offer', pages: [{ page: 'congrats', goOn: 0.5 }], arms, visitors, start: START, days, seed: 7 })
  const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'saveLog.ndjson')
  writeFileSync(file, `${trail.lines.join('\n')}\n`)
  store = await openDuckdbStore({ eventFiles: [file], orders: trail.orders, refunds: [] })
  return buildExperimentReport(store, duckdb, leadership, { funnel: 'leadership', since: START, until, now: until })
}

describe("a funnel's experiment report, from the trail through DuckDB and the statistics", () => {
  it('finds a doubled purchase rate after a full week with enough visitors, and counts what each variant did', async () => {
    const result = await report([arm('default', 1, 0.08), arm('second', 1, 0.16)], { visitors: 3000 })
    const pricing = result.tests.find((test) => test.key === 'pricingSetKey')!
    expect(pricing.controlKey).toBe('default')
    expect(pricing.inert).toBe(false)
    expect(pricing.variants.map((variant) => variant.key)).toEqual(['default', 'second'])
    expect(pricing.variants.reduce((sum, variant) => sum + variant.exposed, 0)).toBe(3000)
    const [control, second] = pricing.variants
    expect(second!.purchased / second!.exposed).toBeGreaterThan(control!.purchased / control!.exposed)
    expect(second!.revenue).toBeCloseTo(second!.purchased * 59.99, 2)
    expect(pricing.metrics.purchase.status).toBe('ready')
    expect(pricing.metrics.purchase.comparisons).toEqual([expect.objectContaining({ variantKey: 'second', controlKey: 'default', verdict: 'wins' })])
    expect(pricing.metrics.email.comparisons[0]!.verdict).toBe('no-difference-yet')
    // Half the visitors go on from the offer to congratulations in this trail; the steps are the processed page list's.
    const steps = second!.steps
    expect(steps[0]).toEqual({ page: 'landing', reached: 0 })
    expect(steps.find((step) => step.page === 'offer')!.reached).toBe(second!.exposed)
    const congrats = steps.find((step) => step.page === 'congrats')!.reached
    expect(congrats).toBeGreaterThan(second!.exposed * 0.4)
    expect(congrats).toBeLessThan(second!.exposed * 0.6)
  })

  it('says "not enough data yet" before a full week, with the visitors still needed', async () => {
    const result = await report([arm('default', 1, 0.08), arm('second', 1, 0.16)], { days: 3, until: new Date('2026-11-04T00:00:00Z') })
    const purchase = result.tests.find((test) => test.key === 'pricingSetKey')!.metrics.purchase
    expect(purchase.status).toBe('not-enough-data')
    expect(purchase.reasons.map((reason) => reason.code)).toContain('too-short')
    expect(purchase.comparisons[0]!.verdict).toBeNull()
  })

  it('raises the sample-ratio alarm on a 60/40 split of 50/50 weights, and hides the verdict', async () => {
    const result = await report([arm('default', 60, 0.08), arm('second', 40, 0.16)], { visitors: 2000 })
    const purchase = result.tests.find((test) => test.key === 'pricingSetKey')!.metrics.purchase
    expect(purchase.status).toBe('sample-ratio-mismatch')
    expect(purchase.reasons[0]!.message).toMatch(/split/)
    expect(purchase.comparisons[0]!.verdict).toBeNull()
  })

  it('lists every test of the funnel, marks the inert ones, and states the currency and rates', async () => {
    const result = await report([arm('default', 1, 0.08), arm('second', 1, 0.08)])
    expect(result.tests.map((test) => test.key)).toEqual(leadership.abTests.map((test) => test.key))
    expect(result.tests.find((test) => test.key === 'pricingVersionKey')!.inert).toBe(true)
    const unexposed = result.tests.find((test) => test.key === 'obstacleFlowKey')!
    expect(unexposed.variants.every((variant) => variant.exposed === 0)).toBe(true)
    expect(unexposed.metrics.purchase.status).toBe('not-enough-data')
    expect(result).toMatchObject({ funnel: 'leadership', currency: 'USD', rates: expect.objectContaining({ PLN: 0.25 }) })
    expect(result.steps[0]).toEqual({ page: leadership.pages[0]!.key, reached: 0 })
    expect(result.steps.find((step) => step.page === 'offer')!.reached).toBe(1000)
  })
})
