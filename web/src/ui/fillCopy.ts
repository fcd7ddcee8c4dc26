import { PAGE_LANGUAGES, type PageLanguage, type Translate } from '../../../schemas/languages'
import type { LocalePortableText } from '../../../schemas/localized/schema'
import { formatMessage } from './message'

type Values = Parameters<typeof formatMessage>[1]

/**
 * A translate function for the paywall's own copy: the visitor's text with its price and trial
 * placeholders ({price}, {trialDays}, ...) filled. Text without placeholders is unchanged.
 */
export function fillingTranslate(t: Translate, values: Values, language: PageLanguage): Translate {
  return (value) => formatMessage(t(value), values, language)
}

/**
 * Rich text with the placeholders filled span by span (a placeholder must sit within one span,
 * which it does unless a copywriter formats half of it). Marks and links stay as they are.
 */
export function fillRichText(value: LocalePortableText | undefined, values: Values, language: PageLanguage): LocalePortableText | undefined {
  if (!value) return value
  const filled: LocalePortableText = { ...value }
  for (const code of PAGE_LANGUAGES) {
    const blocks = value[code]
    if (!blocks) continue
    filled[code] = blocks.map((block) => ({
      ...block,
      ...(block.children && {
        children: block.children.map((span) => (typeof span.text === 'string' ? { ...span, text: formatMessage(span.text, values, language) } : span)),
      }),
    }))
  }
  return filled
}
