import { describe, expect, it } from 'vitest'
import { NBSP, typeset } from './typeset'

describe('typeset', () => {
  it('keeps Polish one-letter words with the next word', () => {
    expect(typeset('Rodzice i dzieci w domu', 'pl')).toBe(`Rodzice i${NBSP}dzieci w${NBSP}domu`)
    expect(typeset('W domu, a potem z dziećmi', 'pl')).toBe(`W${NBSP}domu, a${NBSP}potem z${NBSP}dziećmi`)
  })

  it('handles one-letter words in a row and after opening punctuation', () => {
    expect(typeset('ciche i w pełni', 'pl')).toBe(`ciche i${NBSP}w${NBSP}pełni`)
    expect(typeset('(o tym) „i tak”', 'pl')).toBe(`(o${NBSP}tym) „i${NBSP}tak”`)
  })

  it('leaves letters inside words, abbreviations and placeholders alone', () => {
    expect(typeset('m.in. plan {{a}} dla Ciebie', 'pl')).toBe('m.in. plan {{a}} dla Ciebie')
    expect(typeset('Ala ma kota', 'pl')).toBe('Ala ma kota')
  })

  it('does not add no-break spaces to English', () => {
    expect(typeset('A plan I made', 'en')).toBe('A plan I made')
  })

  it('puts an en dash in numeric ranges in both languages', () => {
    expect(typeset('5-7 minutes, 10-15% of 3-5 days', 'en')).toBe('5–7 minutes, 10–15% of 3–5 days')
    expect(typeset('5-7 minut', 'pl')).toBe('5–7 minut')
  })

  it('leaves dates, phone numbers, versions and compounds alone', () => {
    for (const text of ['2024-01-15', '+48 600-100-200', 'v1.2-3', '14-day challenge', 'https://x.io/a/1-2', '1.5-2']) {
      expect(typeset(text, 'en')).toBe(text)
    }
  })
})
