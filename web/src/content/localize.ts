import { BASE_LANGUAGE, type PageLanguage } from '../../../schemas/languages'

type Localized<V> = { [language in PageLanguage]?: V }

/** The value in the visitor's language, else English (content always has English). */
export function localize<V>(value: Localized<V> | undefined, language: PageLanguage): V | undefined {
  if (!value) return undefined
  const own = value[language]
  const isEmpty = own === undefined || own === '' || (Array.isArray(own) && own.length === 0)
  return isEmpty ? value[BASE_LANGUAGE] : own
}
