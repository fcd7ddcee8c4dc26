import * as z from 'zod/mini'
import { BASE_LANGUAGE, PAGE_LANGUAGES, type PageLanguage } from '../../../schemas/languages'
import { createStore } from './storage'

const store = createStore('local', 'funnels')
const languageSchema = z.enum(PAGE_LANGUAGES)

/** The stored choice, else English; a stored value that is not a page language falls back too. */
export function storedLanguage(): PageLanguage {
  return store.read('language', languageSchema) ?? BASE_LANGUAGE
}

export function saveLanguage(language: PageLanguage): void {
  store.write('language', language)
}
