import type { PageLanguage } from '../../../../schemas/languages'

/**
 * Names of the expert's facts, one entry per page language. The facts are content; what each
 * one is (a method, a guarantee) is fixed by the expert block itself, and uiStrings is shared.
 */
export const expertLabels = {
  successRate: { en: 'success rate', pl: 'skuteczności' },
  familiesHelped: { en: 'families helped', pl: 'rodzin, którym pomogliśmy' },
  methodName: { en: 'Method', pl: 'Metoda' },
  targetAudience: { en: 'For', pl: 'Dla kogo' },
  programDuration: { en: 'Program', pl: 'Program' },
  guaranteePeriod: { en: 'Guarantee', pl: 'Gwarancja' },
} satisfies Record<string, Record<PageLanguage, string>>
