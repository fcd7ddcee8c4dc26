/**
 * Typography applied to copy on its way to the page and the e-mail, so copywriters type plain
 * spaces and hyphens and the reader still gets correct typesetting. Placeholders, addresses and
 * the visitor's own values are untouched: callers typeset the template before filling it.
 */

/** A no-break space (U+00A0): keeps a one-letter word on the line of the word it belongs to. */
export const NBSP = '\u00a0'

/**
 * Polish one-letter words (conjunctions and prepositions) that must not end a line. The match
 * needs a word start before the letter (start, space, opening bracket or quote, a dash) so
 * letters inside words, abbreviations ("m.in.") and placeholders are never touched.
 */
const POLISH_SINGLE_LETTER = /(^|[\s(„"«–—\u00a0])([aiouwzAIOUWZ]) (?=\S)/g

/**
 * A numeric range typed with a hyphen ("5-7", "10-15%") becomes an en dash ("5–7"). Digits
 * joined to letters, slashes, dots or more hyphens (dates, phone numbers, versions, addresses,
 * "14-day") are left alone.
 */
const NUMERIC_RANGE = /(?<![\w./:\-–])(\d+)-(\d+)(?![\w/\-–]|[.,]\d)/g

/** The language's typography applied to one string of copy (English: ranges only). */
export function typeset(text: string, language: string): string {
  let result = text.replace(NUMERIC_RANGE, '$1–$2')
  // Twice: in "i w domu" the second match starts at the space the first one consumed.
  if (language === 'pl') result = result.replace(POLISH_SINGLE_LETTER, `$1$2${NBSP}`).replace(POLISH_SINGLE_LETTER, `$1$2${NBSP}`)
  return result
}
