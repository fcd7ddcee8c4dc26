import type { PageLanguage } from '../../../../schemas/languages'

/** Five stars, as many filled as the rating rounds to (a rating is 1-5). */
export function starRow(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(rating)))
  return '★'.repeat(filled) + '☆'.repeat(5 - filled)
}

export function formatRating(rating: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(rating)
}
