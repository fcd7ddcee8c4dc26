import type { PageLanguage } from '../../../../schemas/languages'

/**
 * The calculation's fixed wording, one entry per page language: it describes numbers the
 * template works out, so it has no content field, and uiStrings is shared. "h" and "godz."
 * read right after any number, so no plural forms are needed.
 */
export const impactLabels = {
  perDay: { en: '{minutes} min a day', pl: '{minutes} min dziennie' },
  perMonth: { en: '{hours} h a month', pl: '{hours} godz. miesięcznie' },
  perYear: { en: '{hours} h a year', pl: '{hours} godz. rocznie' },
} satisfies Record<string, Record<PageLanguage, string>>
