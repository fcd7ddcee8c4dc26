import { typeset } from '../../../schemas/content/typeset'
import { BASE_LANGUAGE, type PageLanguage } from '../../../schemas/languages'

type Localized<V> = { [language in PageLanguage]?: V }

/**
 * The value in the visitor's language, else English (content always has English). Text comes
 * typeset for the language it is written in (typeset: Polish no-break spaces, en dashes in
 * ranges): this is where copy reaches the page, so no copywriter has to type them.
 */
export function localize<V>(value: Localized<V> | undefined, language: PageLanguage): V | undefined {
  if (!value) return undefined
  const own = value[language]
  const isEmpty = own === undefined || own === '' || (Array.isArray(own) && own.length === 0)
  const chosen = isEmpty ? value[BASE_LANGUAGE] : own
  return typeof chosen === 'string' ? (typeset(chosen, isEmpty ? BASE_LANGUAGE : language) as V) : chosen
}
