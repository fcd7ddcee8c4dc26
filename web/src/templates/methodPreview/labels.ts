import type { PageLanguage } from '../../../../schemas/languages'

/** Fixed wording around numbers (step and week), one entry per page language; uiStrings is shared. */
export const methodLabels = {
  step: { en: 'Step {number}', pl: 'Krok {number}' },
  week: { en: 'Week {number}', pl: 'Tydzień {number}' },
} satisfies Record<string, Record<PageLanguage, string>>
