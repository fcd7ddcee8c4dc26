/**
 * Placeholders that match across languages. A page fills `{name}` (and the variable of an ICU
 * plural block, `{count, plural, one {# …} other {# …}}`) and an e-mail fills `{{name}}`; a
 * translation that lost one hides a fact from its readers, and one the English does not have is
 * never filled, so the reader sees the braces. English is the source: every other language is
 * compared with it.
 */
import { LANGUAGE_TITLES } from '../../languages'
import { copyText, languagesOf, type ContentProblem, type LocalizedValue } from './contentProblem'

/** ICU's argument blocks whose body holds forms (`one {…}`) rather than being a placeholder itself. */
const FORMS_BLOCK = /^\s*(\w+)\s*,\s*(?:plural|selectordinal|select)\s*,([\s\S]*)$/
const SIMPLE = /^\s*(\w+)\s*$/
const DOUBLE = /^\{\s*(\w+)\s*\}$/

/** What a text's braces hold: the placeholders as they are written, and whether a brace is left open or closed twice. */
export interface Placeholders {
  names: Set<string>
  unbalanced: boolean
}

/** The index of the brace closing the one at `start`, or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let index = start; index < text.length; index++) {
    if (text[index] === '{') depth++
    else if (text[index] === '}' && --depth === 0) return index
  }
  return -1
}

/**
 * The placeholders of a text, each written as the reader's template names it: `{name}`,
 * `{{name}}` for an e-mail's, `{count}` for a plural block (whose forms may hold more).
 */
export function placeholdersOf(text: string): Placeholders {
  const names = new Set<string>()
  let unbalanced = false
  const scan = (part: string) => {
    for (let index = 0; index < part.length; index++) {
      if (part[index] === '}') unbalanced = true
      if (part[index] !== '{') continue
      const end = closingBrace(part, index)
      if (end < 0) {
        unbalanced = true
        return
      }
      const inside = part.slice(index + 1, end)
      const double = DOUBLE.exec(inside)
      const forms = FORMS_BLOCK.exec(inside)
      const simple = SIMPLE.exec(inside)
      if (double) names.add(`{{${double[1]}}}`)
      else if (forms) {
        names.add(`{${forms[1]}}`)
        // A form's own body ("one {# day}") is words; braces inside it are placeholders again.
        for (const form of forms[2]!.matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g)) scan(form[1]!)
      } else if (simple) names.add(`{${simple[1]}}`)
      index = end
    }
  }
  scan(text)
  return { names, unbalanced }
}

const list = (names: readonly string[]) => names.join(', ')

/**
 * Errors on every translation whose placeholders differ from the English text's, and on any
 * language whose braces do not pair up (a broken plural block shows as raw braces).
 */
export function placeholderProblems(value: LocalizedValue): ContentProblem[] {
  const languages = languagesOf(value)
  const found = new Map(languages.map((language) => [language, placeholdersOf(copyText(value[language]))]))
  const english = found.get('en')
  const problems: ContentProblem[] = []
  const problem = (language: string, message: string) => problems.push({ check: 'placeholders', level: 'error', language, message })
  for (const language of languages) {
    const own = found.get(language)!
    if (own.unbalanced) problem(language, 'A brace is not closed (or closed twice): write a placeholder as {name}, a plural as {count, plural, one {# …} other {# …}}')
    // An English text with broken braces has no reliable list to compare with: its own error says so.
    if (!english || english.unbalanced || language === 'en') continue
    const title = LANGUAGE_TITLES[language as keyof typeof LANGUAGE_TITLES] ?? language
    const lost = [...english.names].filter((name) => !own.names.has(name))
    const extra = [...own.names].filter((name) => !english.names.has(name))
    if (lost.length > 0)
      problem(language, `${title} lacks ${list(lost)} of the English text: keep ${lost.length > 1 ? 'each' : 'it'} as written (it is filled in when shown), or the ${title} reader misses that fact`)
    if (extra.length > 0)
      problem(language, `${list(extra)} is not in the English text: the page fills only the English text's placeholders, so ${title} readers would see the braces; use the English names`)
  }
  return problems
}
