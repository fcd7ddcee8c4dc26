import { describe, expect, it } from 'vitest'
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { FunnelDocument } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { seedDocuments } from '../../../seed/dataset'
import { isInertTest, stepsFor, type FunnelDesign } from './funnelSteps'

const documents = seedDocuments()
const byId = new Map(documents.map((doc) => [doc._id, doc]))

/** A seeded funnel as the report reads it from the content. */
function design(key: string): FunnelDesign {
  const funnel = documents.find((doc): doc is FunnelDocument => doc._type === 'funnel' && doc.key === key)!
  return {
    pages: (funnel.pages ?? []).map((ref) => byId.get(ref._ref) as PageDocument),
    abTests: (funnel.abTests ?? []).map((ref) => byId.get(ref._ref) as AbTestDocument),
    emailConfig: funnel.emailConfig ?? [],
  }
}
const test = (funnel: FunnelDesign, key: string) => funnel.abTests.find((candidate) => candidate.key === key)!

describe("what the content says about a funnel's experiments", () => {
  const leadership = design('leadership')

  it("lists the steps each variant's visitors walk, as the app processes the pages", () => {
    const flow = (obstacleFlowKey: string) => stepsFor(leadership, { obstacleFlowKey })
    const variants = test(leadership, 'obstacleFlowKey').variants!.map((variant) => variant.value)
    const walks = variants.map(flow)
    expect(new Set(walks.map((walk) => walk.join())).size).toBeGreaterThan(1)
    for (const walk of walks) {
      expect(walk[0]).toBe(leadership.pages[0]!.key)
      expect(walk).toContain('offer')
    }
  })

  it('calls a one-variant test inert, and a test whose page shows only in another test\'s variant decisive', () => {
    expect(isInertTest(leadership, test(leadership, 'pricingVersionKey'))).toBe(true)
    // The book comparison page is in the three-page obstacle flow only; its banner test still changes it there.
    expect(isInertTest(leadership, test(leadership, 'bookComparisonBannerKey'))).toBe(false)
    expect(isInertTest(leadership, test(leadership, 'pricingSetKey'))).toBe(false)
  })

  it('calls a test decisive when only an e-mail delivery depends on it', () => {
    const key = 'paymentConfirmationEmailKey'
    expect(leadership.emailConfig!.some((delivery) => delivery.abCondition?.test === key)).toBe(true)
    expect(isInertTest(leadership, test(leadership, key))).toBe(false)
    expect(isInertTest({ ...leadership, emailConfig: [] }, test(leadership, key))).toBe(true)
  })

  it('calls a test with two variants but no rule anywhere inert', () => {
    const unused: AbTestDocument = {
      _id: 'abTest.leadership.unused', _type: 'abTest', name: 'unused', key: 'unusedKey',
      variants: [{ _type: 'abVariant', _key: 'a', value: 'a', weight: 50 }, { _type: 'abVariant', _key: 'b', value: 'b', weight: 50 }],
    }
    expect(isInertTest({ ...leadership, abTests: [...leadership.abTests, unused] }, unused)).toBe(true)
  })
})
