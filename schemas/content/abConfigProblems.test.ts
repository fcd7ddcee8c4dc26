import { describe, expect, it } from 'vitest'
import { abConfigProblems } from './abConfigProblems'

const good = { name: 'pricingSet', key: 'pricingSetKey', variants: [{ value: 'default' }, { value: 'second' }], pages: ['offer'] }

describe('A/B test configuration checks (spec 5)', () => {
  it('passes a well-formed test', () => {
    expect(abConfigProblems([good])).toEqual([])
  })

  it('reports every problem, without throwing', () => {
    expect(
      abConfigProblems([
        { name: 'interruptor1', key: 'interruptor1', variants: [], pages: [] },
        { name: 'qMotivation', key: 'qMotivationKey', variants: [{ value: 'show' }, { value: 'show' }], pages: ['motivation'] },
        { ...good, name: 'pricingSet' },
      ]),
    ).toEqual([
      'A/B test interruptor1: key "interruptor1" should be "interruptor1Key"',
      'A/B test interruptor1: needs at least one variant',
      'A/B test interruptor1: needs at least one page',
      'A/B test qMotivation: duplicate variants show',
    ])
    expect(abConfigProblems([good, good])).toEqual(['A/B test pricingSet: duplicate key "pricingSetKey"'])
  })

  it('are the Studio\'s checks: a weight that is not positive and a default that is no variant are logged too', () => {
    expect(abConfigProblems([{ ...good, variants: [{ value: 'default', weight: 0 }, { value: 'second' }, { value: 'second' }, { value: 'second' }], defaultVariant: 'third' }])).toEqual([
      'A/B test pricingSet: duplicate variants second',
      'A/B test pricingSet: variant "default" needs a positive weight (or none, for equal weights)',
      'A/B test pricingSet: default variant "third" is none of its variants',
    ])
  })
})
