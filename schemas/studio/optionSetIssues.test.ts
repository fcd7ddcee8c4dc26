import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { optionSetIssues } from './optionSetIssues'

const seedSets = seedDocuments().filter((document) => document._type === 'optionSet')

describe('option keys', () => {
  it('are unique in every option set of the seed', () => {
    expect(seedSets.length).toBeGreaterThan(50)
    expect(seedSets.flatMap((set) => optionSetIssues(set))).toEqual([])
  })

  it('flag the second option that repeats a key, on its key field', () => {
    const frequency = structuredClone(seedSets.find((set) => set._id === 'optionSet.shared.frequency'))
    const [first, second] = frequency?.options ?? []
    if (!first || !second) throw new Error('the seed changed: optionSet.shared.frequency has fewer than two options')
    expect(optionSetIssues({ options: [first, { ...second, key: first.key }] })).toEqual([
      { path: ['options', { _key: second._key }, 'key'], message: `Another option of this set already has the key "${first.key}"` },
    ])
  })
})
