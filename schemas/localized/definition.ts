import { defineField, defineType } from 'sanity'
import { copyRules } from './copyRules'
import { BASE_LANGUAGE, EMAIL_LANGUAGES, LANGUAGE_TITLES, PAGE_LANGUAGES } from '../languages'

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

type FieldKind = 'string' | 'text' | 'portableText'
type Language = keyof typeof LANGUAGE_TITLES

/** The part of Sanity's rule builders (string, text, array) that these fields use. */
interface PresenceRule<R> {
  required(): R
  custom(fn: (value: unknown) => true | string): R
  error(message: string): R
  warning(): R
}

/**
 * Only English is required (and so non-optional in the generated types); any other missing
 * language is a warning, because rendering falls back to English.
 */
function presence(language: Language) {
  return <R extends PresenceRule<R>>(rule: R): R =>
    language === BASE_LANGUAGE
      ? rule.required().error('English is the fallback language and is required')
      : rule
          .custom((value) => (isEmpty(value) ? `Missing ${LANGUAGE_TITLES[language]} translation: English is shown instead` : true))
          .warning()
}

function languageFields(languages: readonly Language[], kind: FieldKind) {
  return languages.map((language) => {
    const common = { name: language, title: LANGUAGE_TITLES[language], validation: presence(language) }
    if (kind === 'portableText')
      return defineField({ ...common, type: 'array', of: [{ type: 'block' }] })
    if (kind === 'text') return defineField({ ...common, type: 'text', rows: 3 })
    return defineField({ ...common, type: 'string' })
  })
}

export const localeString = defineType({
  name: 'localeString',
  title: 'Localised string',
  type: 'object',
  fields: languageFields(PAGE_LANGUAGES, 'string'),
  // The content checks on every localised type; a field with rules of its own adds them itself.
  validation: copyRules,
  // In lists (paragraphs, alternatives) an item reads as its English text, the Polish beneath.
  preview: { select: { title: 'en', subtitle: 'pl' } },
})

export const localeText = defineType({
  name: 'localeText',
  title: 'Localised text',
  type: 'object',
  fields: languageFields(PAGE_LANGUAGES, 'text'),
  validation: copyRules,
  // In lists (paragraphs, alternatives) an item reads as its English text, the Polish beneath.
  preview: { select: { title: 'en', subtitle: 'pl' } },
})

export const localePortableText = defineType({
  name: 'localePortableText',
  title: 'Localised rich text',
  type: 'object',
  fields: languageFields(PAGE_LANGUAGES, 'portableText'),
  validation: copyRules,
})

/** E-mail templates are written in more languages than pages are shown in. */
export const emailLocaleString = defineType({
  name: 'emailLocaleString',
  title: 'Localised e-mail line',
  type: 'object',
  fields: languageFields(EMAIL_LANGUAGES, 'string'),
  validation: copyRules,
})

export const emailLocaleText = defineType({
  name: 'emailLocaleText',
  title: 'Localised e-mail text',
  type: 'object',
  fields: languageFields(EMAIL_LANGUAGES, 'text'),
  validation: copyRules,
})

export const localizedTypes = [localeString, localeText, localePortableText, emailLocaleString, emailLocaleText]
