import { describe, expect, it } from 'vitest'
import type { ExperimentReport } from './experimentReport'
import { seededDesign, syntheticArm as arm, syntheticLeadershipReport as report } from './reportFixture'

const leadership = seededDesign('leadership')
/** Leadership's design with the pricingSet test asking for this smallest lift, in percent. */
const withMinimumLift = (percent: number) => ({ ...leadership, abTests: leadership.abTests.map((test) => (test.key === 'pricingSetKey' ? { ...test, minimumLift: percent } : test)) })

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
    // Read weeks later, a range of three days is still three days of data.
    const result = await report([arm('default', 1, 0.08), arm('second', 1, 0.16)], { days: 3, until: new Date('2026-11-04T00:00:00Z'), now: new Date('2026-11-27T00:00:00Z') })
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

describe('the smallest lift the team sets', () => {
  it('sizes the visitors still needed by the A/B test document\'s minimumLift', async () => {
    const needed = (result: ExperimentReport) => Math.max(...result.tests.find((test) => test.key === 'pricingSetKey')!.metrics.purchase.variants.map((variant) => variant.visitorsStillNeeded ?? 0))
    const early = { days: 3, until: new Date('2026-11-04T00:00:00Z') }
    const arms = [arm('default', 1, 0.08), arm('second', 1, 0.08)]
    const atTenPercent = needed(await report(arms, early))
    const atThirtyPercent = needed(await report(arms, { ...early, design: withMinimumLift(30) }))
    expect(atThirtyPercent).toBeGreaterThan(0)
    // About (10/30)² as many visitors for a lift three times as large.
    expect(atThirtyPercent).toBeLessThan(atTenPercent / 5)
  })
})
