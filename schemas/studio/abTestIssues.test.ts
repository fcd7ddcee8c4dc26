import { describe, expect, it } from 'vitest'
import { seedDocuments } from '../../seed/dataset'
import { abTestIssues, type AbTestDraft } from './abTestIssues'

const seedTests = seedDocuments().filter((document) => document._type === 'abTest')
const pricingSet = () => structuredClone(seedTests.find((test) => test._id === 'abTest.leadership.pricingSet')) as AbTestDraft

describe('A/B test configuration checks', () => {
  it('pass every A/B test of the seed', () => {
    expect(seedTests.length).toBeGreaterThan(40)
    expect(seedTests.flatMap((test) => abTestIssues(test).map((issue) => `${test._id}: ${issue.message}`))).toEqual([])
  })

  it('want the key to be the name followed by Key', () => {
    expect(abTestIssues({ ...pricingSet(), key: 'pricingSet' })).toEqual([{ path: ['key'], message: 'The key must be the test name followed by Key: "pricingSetKey"' }])
  })

  it('want at least one variant', () => {
    expect(abTestIssues({ ...pricingSet(), variants: [], defaultVariant: undefined })).toEqual([{ path: ['variants'], message: 'A test needs at least one variant' }])
    expect(abTestIssues({ ...pricingSet(), variants: undefined, defaultVariant: undefined })).toEqual([{ path: ['variants'], message: 'A test needs at least one variant' }])
  })

  it('flag the second of two equal variants on its value', () => {
    const test = pricingSet()
    test.variants = [...(test.variants ?? []), { _key: 'again', value: 'second' }]
    expect(abTestIssues(test)).toEqual([{ path: ['variants', { _key: 'again' }, 'value'], message: 'The variant "second" is listed twice' }])
  })

  it('want weights positive when given, and leave empty weights alone', () => {
    const test = pricingSet()
    test.variants = [{ _key: 'k0', value: 'default', weight: 0 }, { _key: 'k1', value: 'second', weight: -5 }, { _key: 'k2', value: 'third' }]
    expect(abTestIssues(test).map((issue) => issue.path)).toEqual([
      ['variants', { _key: 'k0' }, 'weight'],
      ['variants', { _key: 'k1' }, 'weight'],
    ])
  })

  it('want the default variant to be one of the variants', () => {
    expect(abTestIssues({ ...pricingSet(), defaultVariant: 'third' })).toEqual([{ path: ['defaultVariant'], message: 'The default variant "third" is none of the test\'s variants' }])
  })
})
