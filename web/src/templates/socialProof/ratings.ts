import type { PageLanguage } from '../../../../schemas/languages'

/** Store names are brands, the same in every language. */
export const STORES = { appStore: 'App Store', playStore: 'Google Play' } as const

/** A rating with one decimal in the language's style: 4.8 in English, 4,8 in Polish. */
export function formatRating(rating: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

/** A stat's number in the language's style: 5,000 in English, 5000 in Polish (grouped from 10 000). */
export function formatCount(value: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language).format(value)
}
