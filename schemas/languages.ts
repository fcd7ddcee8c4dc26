/**
 * The one list of languages. Adding a language is one line here: the localised Sanity
 * types and their zod schemas are generated from these lists.
 */
export const PAGE_LANGUAGES = ['en', 'pl'] as const
/** E-mail templates reach more languages than the pages do. */
export const EMAIL_LANGUAGES = ['en', 'pl', 'es', 'de', 'tr', 'pt'] as const

export type PageLanguage = (typeof PAGE_LANGUAGES)[number]
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number]

/** English is the base language: required in content, and the fallback when rendering. */
export const BASE_LANGUAGE = 'en' satisfies PageLanguage

export const LANGUAGE_TITLES: Record<EmailLanguage, string> = {
  en: 'English',
  pl: 'Polski',
  es: 'Español',
  de: 'Deutsch',
  tr: 'Türkçe',
  pt: 'Português',
}

/** A text in the page languages, as templates read it (any language may be missing). */
export type LocalizedText = { [language in PageLanguage]?: string }

/** Reads a localised text in the visitor's language, English when theirs is missing. */
export type Translate = (value: LocalizedText | undefined) => string
