import type { PageLanguage } from '../../../../schemas/languages'

/** A review shows five stars. */
export const STARS = 5

/** How many of the five stars are filled: the rating rounded (a rating is 1-5). */
export function filledStars(rating: number): number {
  return Math.min(STARS, Math.max(0, Math.round(rating)))
}

export function formatRating(rating: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(rating)
}
