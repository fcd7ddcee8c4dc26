import { describe, expect, it } from 'vitest'
import { PRICE_PLACEHOLDERS } from '../../web/src/funnel/priceFacts'
import { seedDocuments } from '../dataset'
import { WRITTEN_FACTS } from './priceCopy'

/** Every visitor-facing text of a document (localised values), rule overrides included. */
function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(texts)
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (typeof record.en === 'string') return Object.entries(record).flatMap(([key, text]) => (key !== '_type' && typeof text === 'string' ? [text] : []))
  // Portable Text spans and everything else: walk on.
  if (typeof record.text === 'string' && record._type === 'span') return [record.text]
  return Object.values(record).flatMap(texts)
}

const paywalls = seedDocuments().filter((doc): doc is typeof doc & { key: string } => doc._type === 'page' && 'componentType' in doc && doc.componentType === 'paywall')
// Prices and the trial facts written out: what paywall copy must say by placeholder instead.
const TYPED_FACTS = /\$\d|\d\s?zł|\b28 (days|dni)|\b24 (hours|godzin)|\bday 5\b|dzień 5|\b5\. dnia|\b7[- ]day|\b7 dni|\b7-dniow/i

describe('paywall copy names prices and trial facts by placeholder', () => {
  it('covers every funnel', () => {
    expect(new Set(paywalls.map((page) => page._id.split('.')[1])).size).toBe(7)
    for (const page of paywalls) expect(texts(page).length, page._id).toBeGreaterThan(5)
    for (const typed of ['One payment of $27', '97 zł', 'within 28 days', 'Day 5: reminder', 'Start your 7-day free trial']) expect(typed).toMatch(TYPED_FACTS)
  })

  it.each(paywalls.map((page) => [page._id, page] as const))('%s types no price or trial fact and uses only known placeholders', (_id, page) => {
    for (const text of texts(page)) {
      expect(text, text).not.toMatch(TYPED_FACTS)
      for (const [, name] of text.matchAll(/\{(\w+)[,}]/g)) expect(PRICE_PLACEHOLDERS, text).toContain(name)
    }
  })

  it('pages that cannot fill placeholders get the facts written out', () => {
    expect(WRITTEN_FACTS).toEqual({ trialDays: '7', reminderDay: '5', refundDays: '28', cancelHours: { en: '24 hours', pl: '24 godziny' } })
  })
})
