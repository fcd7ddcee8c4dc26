/**
 * Small builders that give seed content the shape Sanity stores: `_type` on every object,
 * `_key` on every array item, references as `{ _ref, _type: 'reference' }`. Keys are derived
 * from content, never random, so re-seeding produces identical documents.
 */
import type { LocaleString, LocaleText } from '../schemas/localized/schema'

/**
 * A short localized string. Conventions for the Polish beside it, the same in every funnel:
 * - The visitor is addressed without grammatical gender: questions and praise are phrased so no
 *   past-tense or adjective form has to agree ("Które określenie najlepiej do Ciebie pasuje?",
 *   not "Jak opisał(a)byś siebie?"); never "(a)" or "/a". Reviews and quotes keep their speaker's
 *   own gender. "Ty", "Ciebie", "Twój" are capitalized, as in a letter.
 * - Buttons speak as imperatives addressed to the visitor ("Rozpocznij bezpłatny okres próbny",
 *   "Wyślij mi plan"); the trial button is TRIAL_BUTTON everywhere.
 * - Type plain spaces and hyphens: the page and the e-mail typeset them (schemas/content/typeset:
 *   no-break spaces after one-letter words, en dashes in numeric ranges). Quotes are „…”.
 */
export function str(en: string, pl: string): LocaleString {
  return { _type: 'localeString', en, pl }
}

export function text(en: string, pl: string): LocaleText {
  return { _type: 'localeText', en, pl }
}

/** Gives each item a stable `_key`: its position, prefixed so keys stay valid identifiers. */
export function keyed<T extends object>(items: T[], prefix = 'k'): (T & { _key: string })[] {
  return items.map((item, index) => ({ ...item, _key: `${prefix}${index}` }))
}

export function reference(id: string) {
  return { _type: 'reference' as const, _ref: id }
}

export function references(ids: string[]) {
  return ids.map((id) => ({ ...reference(id), _key: id.replace(/[^a-zA-Z0-9]/g, '_') }))
}
