import { BASE_LANGUAGE, EMAIL_LANGUAGES, PAGE_LANGUAGES } from '../languages'
import { fieldReaders } from '../page/templateFields'
import type { IssuePathSegment } from './studioIssue'

/** The localised object types (schemas/localized/definition.ts; a test keeps the lists equal). */
export const LOCALIZED_TYPE_NAMES = ['localeString', 'localeText', 'localePortableText', 'emailLocaleString', 'emailLocaleText'] as const

/** The languages copywriters translate pages into: every page language but the base one. */
export const TRANSLATED_LANGUAGES: readonly string[] = PAGE_LANGUAGES.filter((language) => language !== BASE_LANGUAGE)

/** One localised text whose English exists and whose translation into `language` does not. */
export interface MissingTranslation {
  /** Sanity path of the missing language field (array items by `_key`), to open the document there. */
  path: IssuePathSegment[]
  /** The field in words: names and 1-based item numbers, e.g. `paragraphs › #2`. */
  field: string
  language: string
  /** The English text to translate. */
  english: string
}

type Json = Record<string, unknown>
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isLocalized = (value: Json) => LOCALIZED_TYPE_NAMES.some((name) => name === value._type)

/** The plain text of a string or a Portable Text value (spans joined), trimmed. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (!Array.isArray(value)) return ''
  return value
    .flatMap((block: unknown) => (isRecord(block) && Array.isArray(block.children) ? block.children : []))
    .map((span: unknown) => (isRecord(span) && typeof span.text === 'string' ? span.text : ''))
    .join('')
    .trim()
}

/**
 * Template fields a page (or a rule's override) keeps although its template does not read them:
 * the Studio hides them, so asking for their translation would send the copywriter nowhere.
 */
function isUnreadField(owner: Json, field: string, componentType: unknown): boolean {
  if (owner._type !== 'page' && owner._type !== 'pageOverride') return false
  const readers: readonly string[] | undefined = (fieldReaders as Record<string, readonly string[] | undefined>)[field]
  return readers !== undefined && !readers.includes(String(componentType))
}

/**
 * Every localised text in a document (at any depth: titles, paragraphs, options, rule overrides)
 * with English and without a translation, in document order. Missing English is not reported
 * here: it is an error on the field itself.
 */
export function missingTranslations(document: unknown, languages: readonly string[] = TRANSLATED_LANGUAGES): MissingTranslation[] {
  const found: MissingTranslation[] = []
  const componentType = isRecord(document) ? document.componentType : undefined
  const visit = (value: unknown, path: IssuePathSegment[], words: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => visit(item, [...path, isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index], [...words, `#${index + 1}`]))
      return
    }
    if (!isRecord(value)) return
    if (isLocalized(value)) {
      const english = plainText(value[BASE_LANGUAGE])
      if (english === '') return
      const ofType: readonly string[] = value._type === 'emailLocaleString' || value._type === 'emailLocaleText' ? EMAIL_LANGUAGES : PAGE_LANGUAGES
      for (const language of languages) {
        if (ofType.includes(language) && plainText(value[language]) === '') found.push({ path: [...path, language], field: words.join(' › '), language, english })
      }
      return
    }
    for (const [field, child] of Object.entries(value)) {
      if (field.startsWith('_') || isUnreadField(value, field, componentType)) continue
      visit(child, [...path, field], [...words, field])
    }
  }
  visit(document, [], [])
  return found
}

/** A document of a funnel and its missing translations. */
export interface DocumentTranslations {
  _id: string
  _type: string
  missing: MissingTranslation[]
}

/**
 * The languages a document of a funnel is translated into: pages, option sets and the funnel
 * itself into the page languages; e-mail templates into the languages the funnel sends e-mail
 * in (screen detox sends none in Polish, so its e-mails missing Polish are no gap).
 */
export function languagesToTranslate(document: unknown, emailLanguages: readonly unknown[] | null | undefined): readonly string[] {
  if (!isRecord(document) || document._type !== 'emailTemplate') return TRANSLATED_LANGUAGES
  return (emailLanguages ?? []).filter((language): language is string => typeof language === 'string' && language !== BASE_LANGUAGE)
}

/**
 * The missing translations of a funnel's documents (the funnel, its pages in order, their
 * option sets, its e-mail templates), one entry per document that lacks any, each document once.
 */
export function translationReport(documents: readonly unknown[], languagesOf: (document: unknown) => readonly string[] = () => TRANSLATED_LANGUAGES): DocumentTranslations[] {
  const seen = new Set<string>()
  const report: DocumentTranslations[] = []
  for (const document of documents) {
    if (!isRecord(document) || typeof document._id !== 'string' || typeof document._type !== 'string' || seen.has(document._id)) continue
    seen.add(document._id)
    const missing = missingTranslations(document, languagesOf(document))
    if (missing.length > 0) report.push({ _id: document._id, _type: document._type, missing })
  }
  return report
}
