import type { PageLanguage } from '../../../../schemas/languages'
import type { PluralForms } from '../../funnel/chartText'

/**
 * The plan graph's fixed wording, one entry per page language. The ends' names come from the
 * content's first and last chart points; these are only the fallback. The episode count and the
 * sentence for screen readers describe a number, so they have no content field, and uiStrings
 * is shared and not this template's to extend.
 */
export const planLabels = {
  now: { en: 'Now', pl: 'Teraz' },
  goal: { en: 'Goal', pl: 'Cel' },
  summary: { en: 'Plan graph: {episodes}, rising from {now} to {goal}', pl: 'Wykres planu: {episodes}, od „{now}” do „{goal}”' },
} satisfies Record<string, Record<PageLanguage, string>>

export const episodeForms: Record<PageLanguage, PluralForms> = {
  en: { one: '{count} episode', other: '{count} episodes' },
  pl: { one: '{count} odcinek', few: '{count} odcinki', many: '{count} odcinków', other: '{count} odcinka' },
}
