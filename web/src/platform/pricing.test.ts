import { describe, expect, it } from 'vitest'
import type { Plan } from '../../../schemas/page/blocks/schema'
import { contentPrice, DEFAULT_CURRENCY } from './pricing'

const plan = (fields: Partial<Plan>): Plan => ({
  _type: 'plan',
  _key: 'k',
  id: 'p',
  name: { _type: 'localeString', en: 'Plan' },
  interval: 'month',
  ...fields,
})

describe('plan prices', () => {
  it("shows the content's own price and currency until the server prices plans", () => {
    expect(contentPrice(plan({ price: 9.99, originalPrice: 19.99, currency: 'PLN' }))).toEqual({
      amount: 9.99,
      originalAmount: 19.99,
      currency: 'PLN',
    })
  })

  it('reads a plan without a currency as US dollars (the default country is US)', () => {
    expect(DEFAULT_CURRENCY).toBe('USD')
    expect(contentPrice(plan({ price: 5 })).currency).toBe('USD')
  })

  it('leaves a missing price empty, so the card shows --', () => {
    expect(contentPrice(plan({})).amount).toBeUndefined()
  })
})
