/**
 * Price display (spec 1, section 9 "Currency display"; spec 2, "Country and currency").
 *
 * Placement the spec fixes: PLN after with a space; USD, GBP, CAD, AUD before without a space;
 * EUR before, except in Polish where it goes after with a space; an unknown currency shows its
 * code after the number; an empty price shows '--'.
 *
 * Placement the spec leaves open, decided here: symbols made of letters (CHF, kr, Kč, Ft, lei)
 * go after the number with a space, as zł does and as those countries write them; sign-like
 * symbols (₺, ¥, ₹, R$ and MXN's $) go before without a space, as $ does. Placement does not
 * change with the language for any currency but EUR, because the spec names only that one.
 *
 * Digits, decided here: a whole amount has no decimals ('97 zł', '$27', as the spec's copy
 * writes package prices); any other amount has exactly two ('$9.99', '9,50 zł'). JPY has no
 * minor unit and is always rounded to a whole number. English uses a decimal point and groups
 * thousands with commas (1,299); Polish uses a decimal comma and, following Polish typography,
 * groups with a space only from five digits on (1299, 12 999). Spaces are ordinary spaces so
 * text matches what people type; templates keep a price on one line with CSS.
 */
import { BASE_LANGUAGE, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'

/** Prices are shown in the page languages; each needs a currency rule below. */
export type PriceLanguage = PageLanguage

/** The formatting rules for any language code: its own where prices know it (en, pl), else English (an e-mail in German). */
export const priceLanguageOf = (language: string): PriceLanguage => PAGE_LANGUAGES.find((known) => known === language) ?? BASE_LANGUAGE

type Placement = 'before' | 'after'

interface CurrencyRule {
  symbol: string
  placement: Placement
  /** Placement in Polish when it differs (EUR only, by the spec). */
  polish?: Placement
}

/** Every currency the spec lists; the test walks this table in both languages. */
export const CURRENCIES: Readonly<Record<string, CurrencyRule>> = {
  USD: { symbol: '$', placement: 'before' },
  EUR: { symbol: '€', placement: 'before', polish: 'after' },
  GBP: { symbol: '£', placement: 'before' },
  PLN: { symbol: 'zł', placement: 'after' },
  CAD: { symbol: 'C$', placement: 'before' },
  AUD: { symbol: 'A$', placement: 'before' },
  CHF: { symbol: 'CHF', placement: 'after' },
  SEK: { symbol: 'kr', placement: 'after' },
  NOK: { symbol: 'kr', placement: 'after' },
  DKK: { symbol: 'kr', placement: 'after' },
  CZK: { symbol: 'Kč', placement: 'after' },
  HUF: { symbol: 'Ft', placement: 'after' },
  RON: { symbol: 'lei', placement: 'after' },
  TRY: { symbol: '₺', placement: 'before' },
  JPY: { symbol: '¥', placement: 'before' },
  CNY: { symbol: '¥', placement: 'before' },
  INR: { symbol: '₹', placement: 'before' },
  BRL: { symbol: 'R$', placement: 'before' },
  MXN: { symbol: '$', placement: 'before' },
}

/** Currencies without a minor unit (ISO 4217 exponent 0) among those listed. */
const WHOLE_UNITS = new Set(['JPY'])

export const EMPTY_PRICE = '--'

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
}

/** The number alone, in the language's style (see the module comment). */
export function formatAmount(amount: number, language: PriceLanguage, wholeOnly = false): string {
  const rounded = wholeOnly ? Math.round(amount) : Math.round(amount * 100) / 100
  const whole = Number.isInteger(rounded)
  const [integerPart = '0', fraction] = (whole ? String(Math.abs(rounded)) : Math.abs(rounded).toFixed(2)).split('.')
  const sign = rounded < 0 ? '-' : ''
  const integer =
    language === 'pl' ? (integerPart.length >= 5 ? groupDigits(integerPart, ' ') : integerPart) : groupDigits(integerPart, ',')
  const decimalMark = language === 'pl' ? ',' : '.'
  return sign + integer + (fraction === undefined ? '' : decimalMark + fraction)
}

/**
 * A price as the visitor reads it, e.g. '$9.99', '9,99 zł', '9,99 €' (Polish), '9.99 XYZ'
 * (unknown code). A missing or non-finite amount gives '--'. The code is matched without
 * regard to case, because payment providers often answer with lower-case codes.
 */
export function formatPrice(amount: number | null | undefined, currency: string, language: PriceLanguage): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_PRICE
  const code = currency.trim().toUpperCase()
  const rule = CURRENCIES[code]
  // The sign leads even a leading symbol ('-$5', not '$-5'); prices are never negative today.
  const sign = Math.round(amount * 100) < 0 ? '-' : ''
  const number = formatAmount(Math.abs(amount), language, WHOLE_UNITS.has(code))
  if (!rule) return sign + (code ? `${number} ${code}` : number)
  const placement = language === 'pl' && rule.polish ? rule.polish : rule.placement
  return sign + (placement === 'before' ? `${rule.symbol}${number}` : `${number} ${rule.symbol}`)
}
