import type { PageLanguage } from '../../../../schemas/languages'

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
export type CountKind = 'comments' | 'retweets' | 'likes'

/**
 * Accessible names of a tweet's counts, with the plural forms each language needs (Polish has
 * one, few and many). The schema has no field for them and uiStrings is shared, so they live
 * with the template; the visible count is the number beside its icon.
 */
const FORMS: Record<PageLanguage, Record<CountKind, Forms>> = {
  en: {
    comments: { one: 'reply', other: 'replies' },
    retweets: { one: 'retweet', other: 'retweets' },
    likes: { one: 'like', other: 'likes' },
  },
  pl: {
    comments: { one: 'odpowiedź', few: 'odpowiedzi', many: 'odpowiedzi', other: 'odpowiedzi' },
    retweets: { one: 'udostępnienie', few: 'udostępnienia', many: 'udostępnień', other: 'udostępnienia' },
    likes: { one: 'polubienie', few: 'polubienia', many: 'polubień', other: 'polubienia' },
  },
}

export const COUNT_ICONS: Record<CountKind, string> = { comments: '💬', retweets: '🔁', likes: '♥' }

/** The count as digits in the language's style: 1,200 in English, 1200 in Polish. */
export function formatCount(count: number, language: PageLanguage): string {
  return new Intl.NumberFormat(language).format(count)
}

/** '14 replies', '1 odpowiedź', '22 polubienia', '120 polubień'. */
export function countLabel(count: number, kind: CountKind, language: PageLanguage): string {
  const forms = FORMS[language][kind]
  const form = forms[new Intl.PluralRules(language).select(count)] ?? forms.other
  return `${formatCount(count, language)} ${form}`
}
