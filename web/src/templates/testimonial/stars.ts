import type { PageLanguage } from '../../../../schemas/languages'

/** The stars' accessible wording: a template label (no schema field or shared string holds it). */
export const starsLabel = {
  en: 'Rated {rating} out of 5',
  pl: 'Ocena: {rating} na 5',
} satisfies Record<PageLanguage, string>

/** Five stars, as many filled as the rating rounds to (a rating is 1-5). */
export function starRow(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(rating)))
  return '★'.repeat(filled) + '☆'.repeat(5 - filled)
}

export function formatRating(rating: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(rating)
}
