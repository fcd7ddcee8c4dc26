import { describe, expect, it } from 'vitest'
import { CURRENCIES, formatAmount, formatPrice } from './formatPrice'

/** The whole table, written out by hand so a changed symbol or placement fails here. */
const expected: Record<string, { en: string; pl: string }> = {
  USD: { en: '$9.99', pl: '$9,99' },
  EUR: { en: '€9.99', pl: '9,99 €' },
  GBP: { en: '£9.99', pl: '£9,99' },
  PLN: { en: '9.99 zł', pl: '9,99 zł' },
  CAD: { en: 'C$9.99', pl: 'C$9,99' },
  AUD: { en: 'A$9.99', pl: 'A$9,99' },
  CHF: { en: '9.99 CHF', pl: '9,99 CHF' },
  SEK: { en: '9.99 kr', pl: '9,99 kr' },
  NOK: { en: '9.99 kr', pl: '9,99 kr' },
  DKK: { en: '9.99 kr', pl: '9,99 kr' },
  CZK: { en: '9.99 Kč', pl: '9,99 Kč' },
  HUF: { en: '9.99 Ft', pl: '9,99 Ft' },
  RON: { en: '9.99 lei', pl: '9,99 lei' },
  TRY: { en: '₺9.99', pl: '₺9,99' },
  JPY: { en: '¥10', pl: '¥10' },
  CNY: { en: '¥9.99', pl: '¥9,99' },
  INR: { en: '₹9.99', pl: '₹9,99' },
  BRL: { en: 'R$9.99', pl: 'R$9,99' },
  MXN: { en: '$9.99', pl: '$9,99' },
}

describe('formatPrice', () => {
  it('covers exactly the currencies the spec lists', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual(Object.keys(expected).sort())
  })

  for (const [code, byLanguage] of Object.entries(expected)) {
    it(`${code} in English and Polish`, () => {
      expect(formatPrice(9.99, code, 'en')).toBe(byLanguage.en)
      expect(formatPrice(9.99, code, 'pl')).toBe(byLanguage.pl)
    })
  }

  it('places the spec-fixed symbols as the spec says', () => {
    expect(formatPrice(97, 'PLN', 'en')).toBe('97 zł')
    expect(formatPrice(27, 'USD', 'en')).toBe('$27')
    expect(formatPrice(50, 'EUR', 'en')).toBe('€50')
    expect(formatPrice(50, 'EUR', 'pl')).toBe('50 €')
  })

  it('falls back to the code after the number for an unknown currency', () => {
    expect(formatPrice(9.99, 'XYZ', 'en')).toBe('9.99 XYZ')
    expect(formatPrice(9.99, 'XYZ', 'pl')).toBe('9,99 XYZ')
    expect(formatPrice(12, '', 'en')).toBe('12')
  })

  it('reads lower-case codes as payment providers send them', () => {
    expect(formatPrice(9.99, 'usd', 'en')).toBe('$9.99')
    expect(formatPrice(9.99, 'pln', 'pl')).toBe('9,99 zł')
  })

  it('shows a double dash for an empty value', () => {
    for (const language of ['en', 'pl'] as const) {
      expect(formatPrice(undefined, 'USD', language)).toBe('--')
      expect(formatPrice(null, 'PLN', language)).toBe('--')
      expect(formatPrice(Number.NaN, 'EUR', language)).toBe('--')
    }
  })

  it('shows zero as a price, not as empty', () => {
    expect(formatPrice(0, 'USD', 'en')).toBe('$0')
  })

  it('puts the sign before a leading symbol', () => {
    expect(formatPrice(-5, 'USD', 'en')).toBe('-$5')
    expect(formatPrice(-5, 'PLN', 'pl')).toBe('-5 zł')
  })
})

describe('formatAmount', () => {
  it('drops decimals of whole amounts and keeps two otherwise', () => {
    expect(formatAmount(197, 'en')).toBe('197')
    expect(formatAmount(9.5, 'en')).toBe('9.50')
    expect(formatAmount(9.5, 'pl')).toBe('9,50')
    expect(formatAmount(59.994, 'en')).toBe('59.99')
    expect(formatAmount(9.999, 'en')).toBe('10')
  })

  it('groups thousands: commas in English, a space from five digits in Polish', () => {
    expect(formatAmount(1299.5, 'en')).toBe('1,299.50')
    expect(formatAmount(1234567, 'en')).toBe('1,234,567')
    expect(formatAmount(1299.5, 'pl')).toBe('1299,50')
    expect(formatAmount(12999, 'pl')).toBe('12 999')
    expect(formatAmount(1234567.8, 'pl')).toBe('1 234 567,80')
  })

  it('rounds currencies without a minor unit to whole numbers', () => {
    expect(formatPrice(1499.6, 'JPY', 'en')).toBe('¥1,500')
    expect(formatPrice(1499.6, 'JPY', 'pl')).toBe('¥1500')
  })
})
