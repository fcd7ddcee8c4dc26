import { describe, expect, it } from 'vitest'
import type { PriceOption } from '../../../schemas/payments/wire'
import { CANCEL_HOURS_BEFORE_END, REFUND_DAYS, REMINDER_DAY, TRIAL_DAYS } from '../../../schemas/payments/terms'
import { perDayPrice, perWeekPrice, priceFacts, yearlySavingPercent } from './priceFacts'

const option = (planId: string, amount: number, interval: PriceOption['interval'], extra: Partial<PriceOption> = {}): PriceOption => ({
  id: `price_${planId}`,
  planId,
  lookupKey: 'leadership_v1',
  productId: 'prod',
  amount,
  currency: 'USD',
  interval,
  ...extra,
})
const yearly = option('yearly', 59.99, 'year', { originalAmount: 119.99, trialDays: 7 })
const monthly = option('monthly', 14.99, 'month', { trialDays: 7 })

describe('price facts (spec 9)', () => {
  it('fixes the trial and renewal constants', () => {
    expect([TRIAL_DAYS, REMINDER_DAY, REFUND_DAYS, CANCEL_HOURS_BEFORE_END]).toEqual([7, 5, 28, 24])
  })

  it('computes the per-day price by interval, rounded up to the cent', () => {
    expect(perDayPrice(59.99, 'year')).toBe(0.17) // 0.1644 a day
    expect(perDayPrice(36.5, 'year')).toBe(0.1) // exactly 10 cents stays 10 cents
    expect(perDayPrice(14.99, 'month')).toBe(0.5) // 0.4997 over 30 days
    expect(perDayPrice(97, 'once')).toBeUndefined()
    expect(perDayPrice(undefined, 'year')).toBeUndefined()
  })

  it('computes the per-week price by interval, rounded up to the cent', () => {
    expect(perWeekPrice(59.99, 'year')).toBe(1.16) // 1.1505 a week
    expect(perWeekPrice(36.5, 'year')).toBe(0.7) // exactly 70 cents stays 70 cents
    expect(perWeekPrice(14.99, 'month')).toBe(3.5) // 3.4977 over 30/7 weeks
    expect(perWeekPrice(229.99, 'year')).toBe(4.42) // 4.4108 a week
    expect(perWeekPrice(97, 'once')).toBeUndefined()
    expect(perWeekPrice(undefined, 'year')).toBeUndefined()
  })

  it('computes the yearly saving against twelve monthly payments', () => {
    expect(yearlySavingPercent([yearly, monthly])).toBe(67) // 59.99 against 179.88
    expect(yearlySavingPercent([option('y', 59.99, 'year'), option('m', 9.99, 'month')])).toBe(50) // against 119.88
    expect(yearlySavingPercent([yearly])).toBeUndefined()
    expect(yearlySavingPercent([option('y', 200, 'year'), option('m', 10, 'month')])).toBeUndefined()
  })

  it('fills the placeholders from the chosen plan, in the visitor language', () => {
    const facts = priceFacts({ chosen: yearly, options: [yearly, monthly], language: 'pl' })
    expect(facts).toEqual({
      price: '$59,99',
      originalPrice: '$119,99',
      perDay: '$0,17',
      perWeek: '$1,16',
      savingPercent: 67,
      discountPercent: '--',
      trialDays: 7,
      reminderDay: 5,
      refundDays: 28,
      cancelHours: 24,
    })
  })

  it('shows -- for prices not known yet, while the trial facts stay', () => {
    const facts = priceFacts({ chosen: undefined, options: [], discountPercent: 60, language: 'en' })
    expect([facts.price, facts.originalPrice, facts.perDay, facts.perWeek, facts.savingPercent]).toEqual(['--', '--', '--', '--', '--'])
    expect(facts.discountPercent).toBe(60)
    expect(facts.trialDays).toBe(TRIAL_DAYS)
  })

  it("takes the server's trial days and discount over the defaults", () => {
    const discounted = option('yearly', 29.99, 'year', { originalAmount: 99.99, discountPercent: 70, trialDays: 14 })
    const facts = priceFacts({ chosen: discounted, options: [discounted], discountPercent: 60, language: 'en' })
    expect([facts.trialDays, facts.discountPercent, facts.originalPrice]).toEqual([14, 70, '$99.99'])
  })
})
