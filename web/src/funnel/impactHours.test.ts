import { describe, expect, it } from 'vitest'
import { DAYS_PER_MONTH, DAYS_PER_YEAR, impactHours } from './impactHours'

describe('impact hours', () => {
  it('turns minutes a day into hours a month (30 days) and a year (365 days)', () => {
    expect(DAYS_PER_MONTH).toBe(30)
    expect(DAYS_PER_YEAR).toBe(365)
    expect(impactHours(5)).toEqual({ perMonth: 2.5, perYear: 30 })
    expect(impactHours(10)).toEqual({ perMonth: 5, perYear: 61 })
    expect(impactHours(15)).toEqual({ perMonth: 7.5, perYear: 91 })
    expect(impactHours(20)).toEqual({ perMonth: 10, perYear: 122 })
  })

  it('rounds a month to half hours', () => {
    // 7 min a day: 3.5 h; 8 min a day: 4 h.
    expect(impactHours(7).perMonth).toBe(3.5)
    expect(impactHours(8).perMonth).toBe(4)
    expect(impactHours(3).perMonth).toBe(1.5)
  })

  it('counts negative or broken input as no time', () => {
    expect(impactHours(-10)).toEqual({ perMonth: 0, perYear: 0 })
    expect(impactHours(Number.NaN)).toEqual({ perMonth: 0, perYear: 0 })
  })
})
