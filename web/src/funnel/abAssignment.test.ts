import { describe, expect, it } from 'vitest'
import { assignVariants, drawVariant, switchRefusal } from './abAssignment'

const pricing = { key: 'pricingSetKey', variants: [{ value: 'default', weight: 50 }, { value: 'second', weight: 50 }] }
const skewed = { key: 'skewedKey', variants: [{ value: 'a', weight: 90 }, { value: 'b', weight: 10 }] }

/** A fixed sequence of "random" numbers. */
const sequence = (...values: number[]) => () => values.shift() ?? 0

describe('drawVariant', () => {
  it('follows the weights', () => {
    expect(drawVariant(skewed, () => 0.89)).toBe('a')
    expect(drawVariant(skewed, () => 0.91)).toBe('b')
  })

  it('shares equally without weights, and draws nothing without variants', () => {
    const plain = { key: 'k', variants: [{ value: 'x' }, { value: 'y' }, { value: 'z' }] }
    expect([0.1, 0.4, 0.9].map((r) => drawVariant(plain, () => r))).toEqual(['x', 'y', 'z'])
    expect(drawVariant({ key: 'k', variants: [] }, () => 0.5)).toBeUndefined()
  })

  it('over many draws, comes close to the weights', () => {
    let seed = 1
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const draws = Array.from({ length: 10_000 }, () => drawVariant(skewed, random))
    const share = draws.filter((v) => v === 'b').length / draws.length
    expect(share).toBeGreaterThan(0.08)
    expect(share).toBeLessThan(0.12)
  })
})

describe('assignVariants (section 4)', () => {
  it('draws once and then reuses the stored value', () => {
    const first = assignVariants([pricing], {}, sequence(0.7))
    expect(first).toEqual({ variants: { pricingSetKey: 'second' }, changed: true })
    expect(assignVariants([pricing], first.variants, sequence(0.1))).toEqual({ variants: { pricingSetKey: 'second' }, changed: false })
  })

  it('re-draws a stored value that is no longer a variant', () => {
    expect(assignVariants([pricing], { pricingSetKey: 'retired' }, sequence(0.1))).toEqual({ variants: { pricingSetKey: 'default' }, changed: true })
  })

  it('drops stored values of tests that no longer exist', () => {
    expect(assignVariants([pricing], { pricingSetKey: 'default', goneKey: 'x' }, sequence()).variants).toEqual({ pricingSetKey: 'default' })
  })
})

describe('switchRefusal', () => {
  it('refuses unknown tests and variants', () => {
    expect(switchRefusal([pricing], 'nopeKey', 'default')).toBe('Unknown A/B test "nopeKey"')
    expect(switchRefusal([pricing], 'pricingSetKey', 'third')).toBe('Unknown variant "third" for A/B test "pricingSetKey"')
    expect(switchRefusal([pricing], 'pricingSetKey', 'second')).toBeNull()
  })
})
