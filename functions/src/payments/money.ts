/**
 * Amounts on the wire are major units (27.5 means 27.50); Stripe and the card form count minor
 * units. Every currency we sell in (USD, EUR, GBP, PLN) has two decimals.
 */

export const toMinor = (amount: number): number => Math.round(amount * 100)
export const fromMinor = (minor: number): number => minor / 100

/**
 * The price after a percent coupon, computed as Stripe computes it: the discount is the percent
 * of the minor amount, rounded to the nearest minor unit, so what the paywall shows is what the
 * card is charged (99.99 less 60 % is 40.00, not 39.99).
 */
export function discounted(amount: number, percent: number): number {
  const minor = toMinor(amount)
  return fromMinor(minor - Math.round((minor * percent) / 100))
}

export type PageLanguage = 'en' | 'pl'

const SYMBOL_BEFORE: Record<string, string> = { USD: '$', GBP: '£', EUR: '€' }

/**
 * "$27.00", "97,00 zł": spec 9's display rules (PLN after the number with a space; USD, GBP and
 * EUR before without one, except EUR in Polish, after with a space; others the code after).
 */
export function formatAmount(amount: number, currency: string, language: PageLanguage = 'en'): string {
  const number = language === 'pl' ? amount.toFixed(2).replace('.', ',') : amount.toFixed(2)
  if (currency === 'PLN') return `${number} zł`
  if (currency === 'EUR' && language === 'pl') return `${number} €`
  const symbol = SYMBOL_BEFORE[currency]
  return symbol ? `${symbol}${number}` : `${number} ${currency}`
}
