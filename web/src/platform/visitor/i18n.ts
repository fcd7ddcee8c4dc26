import { BASE_LANGUAGE, PAGE_LANGUAGES, type PageLanguage } from '../../../../schemas/languages'
import { createStore, fromGuard } from '../storage/storage'

const store = createStore('local', 'funnels')
// A guard, not zod: the landing's inline script reads the language before the first paint.
const languageSchema = fromGuard((value): value is PageLanguage => (PAGE_LANGUAGES as readonly unknown[]).includes(value))

/** The stored choice, else English; a stored value that is not a page language falls back too. */
export function storedLanguage(): PageLanguage {
  return store.read('language', languageSchema) ?? BASE_LANGUAGE
}

export function saveLanguage(language: PageLanguage): void {
  store.write('language', language)
}
