/**
 * Small builders that give seed content the shape Sanity stores: `_type` on every object,
 * `_key` on every array item, references as `{ _ref, _type: 'reference' }`. Keys are derived
 * from content, never random, so re-seeding produces identical documents.
 */
import type { LocaleString, LocaleText } from '../schemas/localized/schema'

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
