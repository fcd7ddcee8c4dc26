import { describe, expect, it } from 'vitest'
import { flat } from '../../kit/processTestKit'
import { pageSchema } from '../../../schemas/page/schema'
import { offerPages } from './offer'

const KEYS = [
  'calculation',
  'book-summaries',
  'social-proof',
  'testimonial',
  'end-page-1',
  'end-page-2',
  'end-page-3',
  'end-page-4',
  'paywall',
  'interruptor-obstacles',
  'interruptor-tweet',
]

/** Every localised value in a document: objects with an `en` field. */
function localized(value: unknown): { en: string; pl?: string }[] {
  if (Array.isArray(value)) return value.flatMap(localized)
  if (!value || typeof value !== 'object') return []
  if ('en' in value && typeof value.en === 'string') return [value as { en: string; pl?: string }]
  return Object.values(value).flatMap(localized)
}

describe('demo offer pages', () => {
  it('has the spec 2.9 keys, each with its key as its path, and every page passes the page schema', () => {
    expect(offerPages.map((page) => page.key)).toEqual(KEYS)
    for (const page of flat(offerPages)) {
      expect(page.path, page.key).toBe(page.key)
      expect(() => pageSchema.parse(page), page.key).not.toThrow()
    }
  })

  it('has Polish for every text, items, reviews, plans and questions included', () => {
    for (const page of flat(offerPages)) {
      for (const value of localized(page)) expect(value.pl, `${page.key}: ${value.en}`).toBeTruthy()
    }
  })

  it('has a monthly plan with a 7-day trial (its 9.99 is the catalogue\'s), and the trial, reminder, refund and cancel facts by placeholder', () => {
    const paywall = flat(offerPages).find((page) => page.key === 'paywall')
    expect(paywall?.componentType).toBe('paywall')
    expect(paywall?.paywallType).toBe('freeTrial')
    const monthly = paywall?.paywall?.plans.find((plan) => plan.interval === 'month')
    expect(monthly).toMatchObject({ id: 'demo-monthly', trialDays: 7 })
    const copy = JSON.stringify(paywall)
    for (const claim of ['Day {reminderDay}', 'Day {trialDays}', '{refundDays} days', '{cancelHours} hours', '{savingPercent}%']) expect(copy).toContain(claim)
  })

  it('keeps store ratings within 4.3-4.8 and the obstacle story dark', () => {
    const ratings = flat(offerPages).find((page) => page.key === 'social-proof')?.storeRatings
    for (const rating of [ratings?.appStore, ratings?.playStore]) expect(rating).toBeGreaterThanOrEqual(4.3)
    for (const rating of [ratings?.appStore, ratings?.playStore]) expect(rating).toBeLessThanOrEqual(4.8)
    const obstacles = flat(offerPages).find((page) => page.key === 'interruptor-obstacles')
    expect(obstacles).toMatchObject({ componentType: 'interruptor', isInterruptor: true, background: '#1d2a44' })
  })
})
