import type { PageLanguage } from '../../../../schemas/languages'

/**
 * Accessible wording of a store rating. The schema has no field for it and uiStrings is shared,
 * so the sentence lives with the template, one entry per page language, read through `t()`.
 */
export const ratingLabel = {
  en: '{store}: rated {rating} out of 5',
  pl: '{store}: ocena {rating} na 5',
} satisfies Record<PageLanguage, string>

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
