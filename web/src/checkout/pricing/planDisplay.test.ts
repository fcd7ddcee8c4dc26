import { describe, expect, it } from 'vitest'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { cardDiscount, defaultPlanId, reservedPriceLines, savingPercent } from './planDisplay'

const plan = (id: string, badge?: Plan['badge']): Plan => ({
  _type: 'plan',
  _key: id,
  id,
  name: { _type: 'localeString', en: id },
  interval: 'month',
  badge,
})

describe('plan display', () => {
  it('computes the saving against the original price', () => {
    expect(savingPercent(59.99, 119.88)).toBe(50)
    expect(savingPercent(97, 197)).toBe(51)
    expect(savingPercent(10, 10)).toBeUndefined()
    expect(savingPercent(undefined, 10)).toBeUndefined()
    expect(savingPercent(5, undefined)).toBeUndefined()
  })

  it('prefers the page discount for every card', () => {
    expect(cardDiscount(70, 9.99, undefined)).toBe(70)
    expect(cardDiscount(undefined, 59.99, 119.88)).toBe(50)
    expect(cardDiscount(0, 59.99, 119.88)).toBe(50)
  })

  it('opens on the most popular plan, else the first', () => {
    expect(defaultPlanId([plan('a'), plan('b', 'mostPopular')])).toBe('b')
    expect(defaultPlanId([plan('a', 'bestValue'), plan('b')])).toBe('a')
    expect(defaultPlanId([])).toBeUndefined()
  })

  it('skips plans that cannot be bought', () => {
    expect(defaultPlanId([plan('a'), plan('b', 'mostPopular')], (id) => id !== 'b')).toBe('a')
    expect(defaultPlanId([plan('a'), plan('b')], () => false)).toBeUndefined()
  })
})

describe('reservedPriceLines', () => {
  it('holds the tags and the struck price for every plan, the per-day price for yearly plans', () => {
    expect(reservedPriceLines({ interval: 'year' }, false)).toEqual({ tags: true, trial: false, original: true, perDay: true })
    expect(reservedPriceLines({ interval: 'month' }, false)).toEqual({ tags: true, trial: false, original: true, perDay: false })
  })

  it('holds the trial line for subscriptions on trial paywalls only, never for one-time packages', () => {
    expect(reservedPriceLines({ interval: 'month' }, true).trial).toBe(true)
    expect(reservedPriceLines({ interval: 'year' }, true).trial).toBe(true)
    expect(reservedPriceLines({ interval: 'once' }, true).trial).toBe(false)
  })
})
