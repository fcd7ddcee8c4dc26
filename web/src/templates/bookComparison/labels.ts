import type { PageLanguage } from '../../../../schemas/languages'

/**
 * The banner above the comparison, chosen by `page.bannerKey` (the bookComparisonBanner test
 * switches it between these keys); an unknown key shows no banner. Its wording belongs to the
 * test's variants, one entry per page language, and uiStrings is shared.
 */
export const comparisonBanners = {
  learnByDoing: { en: 'Learn by doing', pl: 'Ucz się przez działanie' },
  moreThanBookSummaries: { en: 'More than book summaries', pl: 'Więcej niż podsumowania książek' },
} satisfies Record<string, Record<PageLanguage, string>>

export function bannerFor(key: string | undefined) {
  return key && Object.hasOwn(comparisonBanners, key) ? comparisonBanners[key as keyof typeof comparisonBanners] : undefined
}
