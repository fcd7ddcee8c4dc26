/**
 * "Give the winner every visitor": the winning variant's weight set to 100 and the others' to 0
 * in the A/B test document's draft, which the team reviews and publishes like any other change.
 * A draft that already exists keeps its other edits: only the weights are set, by variant key.
 */
import type { SanityClient } from 'sanity'

interface TestDocument {
  _id: string
  variants?: { _key: string; value: string }[]
}

/** The weight per variant key: 100 for the winner, 0 for the rest. */
export function winnerWeights(variants: readonly { _key: string; value: string }[], winner: string): Record<string, number> {
  return Object.fromEntries(variants.map((variant) => [`variants[_key=="${variant._key}"].weight`, variant.value === winner ? 100 : 0]))
}

const TEST_OF_FUNNEL = `*[_type == "abTest" && key == $key && _id in *[_type == "funnel" && key == $funnel][0].abTests[]._ref][0]{_id, variants}`

/** Writes the draft; answers the test document's id, or throws when the test or variant is not found. */
export async function draftWinner(client: SanityClient, funnel: string, testKey: string, winner: string): Promise<string> {
  const test = await client.fetch<TestDocument | null>(TEST_OF_FUNNEL, { funnel, key: testKey }, { perspective: 'published' })
  if (!test) throw new Error(`No published A/B test ${testKey} in funnel ${funnel}`)
  const variants = test.variants ?? []
  if (!variants.some((variant) => variant.value === winner)) throw new Error(`${testKey} has no variant ${winner}`)
  const published = await client.getDocument(test._id)
  const draftId = `drafts.${test._id}`
  await client
    .transaction()
    .createIfNotExists({ ...published!, _id: draftId })
    .patch(draftId, (patch) => patch.set(winnerWeights(variants, winner)))
    .commit()
  return test._id
}
