import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SanityClient } from 'sanity'
import type { Lake } from '../../../scripts/lake/server'
import { clientFor, startTestLake } from '../../../scripts/lake/lakeForTests'
import { draftWinner, winnerWeights } from './winnerDraft'

let lake: Lake
let client: ReturnType<typeof clientFor>
beforeAll(async () => {
  lake = await startTestLake()
  client = clientFor(lake.url)
})
afterAll(() => lake.close())

const TEST_ID = 'abTest.leadership.pricingSet'

describe("giving a test's winner every visitor", () => {
  it('sets the weights by variant key: 100 for the winner, 0 for the others', () => {
    expect(winnerWeights([{ _key: 'a', value: 'default' }, { _key: 'b', value: 'second' }], 'second')).toEqual({ 'variants[_key=="a"].weight': 0, 'variants[_key=="b"].weight': 100 })
  })

  it('writes a draft of the A/B test document with the new weights, leaving the published test as it is', async () => {
    const id = await draftWinner(client as unknown as SanityClient, 'leadership', 'pricingSetKey', 'second')
    expect(id).toBe(TEST_ID)
    const draft = await client.getDocument(`drafts.${TEST_ID}`)
    expect(draft!.variants.map((variant: { value: string; weight: number }) => [variant.value, variant.weight])).toEqual([['default', 0], ['second', 100]])
    const published = await client.getDocument(TEST_ID)
    expect(published!.variants.map((variant: { weight: number }) => variant.weight)).toEqual([50, 50])
  })

  it("keeps a draft's other edits", async () => {
    await client.patch(`drafts.${TEST_ID}`).set({ description: 'Edited by the team, not yet published' }).commit()
    await draftWinner(client as unknown as SanityClient, 'leadership', 'pricingSetKey', 'default')
    const draft = await client.getDocument(`drafts.${TEST_ID}`)
    expect(draft!.description).toBe('Edited by the team, not yet published')
    expect(draft!.variants.map((variant: { weight: number }) => variant.weight)).toEqual([100, 0])
  })

  it('refuses a test or a variant the funnel does not have', async () => {
    await expect(draftWinner(client as unknown as SanityClient, 'leadership', 'noSuchKey', 'a')).rejects.toThrow('No published A/B test noSuchKey in funnel leadership')
    await expect(draftWinner(client as unknown as SanityClient, 'leadership', 'pricingSetKey', 'third')).rejects.toThrow('pricingSetKey has no variant third')
  })
})
