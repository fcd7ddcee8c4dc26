/**
 * What every content check returns, and the text it reads. A check looks at one localised value
 * (`{ en, pl, … }`, as the Studio validates it and the seed stores it) and names the language
 * whose text is wrong, so the Studio can put the message on that field and a test can print it.
 */

/** The checks of the content-checks module, as a problem names its origin. */
export type ContentCheckName = 'placeholders' | 'currencyAmount' | 'referencePrice' | 'polishTypography' | 'emailPromise' | 'noEmoji'

/**
 * Errors block publishing in the Studio (a wrong price or a lost fact reaches visitors); warnings
 * do not (typography the reader notices but that misleads nobody).
 */
export type ContentProblemLevel = 'error' | 'warning'

/** One problem with one language's text of a localised value. */
export interface ContentProblem {
  check: ContentCheckName
  level: ContentProblemLevel
  /** The language field it is about (`en`, `pl`, …): the Studio's marker path inside the value. */
  language: string
  message: string
}

/** A localised value as stored: a text per language, plain or rich, beside Sanity's `_type`. */
export type LocalizedValue = Readonly<Record<string, unknown>>

interface Span {
  text?: unknown
}
interface Block {
  children?: readonly Span[]
}

/** Rich text's words, a block a line; a span's text joined to its neighbours as the reader sees them. */
function richText(blocks: readonly unknown[]): string {
  return blocks
    .map((block) => ((block as Block | null)?.children ?? []).map((span) => (typeof span?.text === 'string' ? span.text : '')).join(''))
    .join('\n')
}

/** The text of one language's value: a string as it is, rich text as its words; anything else none. */
export function copyText(value: unknown): string {
  if (typeof value === 'string') return value
  return Array.isArray(value) ? richText(value) : ''
}

/** The languages of a localised value that hold text, English first (Sanity's keys such as `_type` left out). */
export function languagesOf(value: LocalizedValue): string[] {
  const languages = Object.keys(value).filter((key) => !key.startsWith('_') && copyText(value[key]).trim() !== '')
  return languages.sort((a, b) => Number(b === 'en') - Number(a === 'en'))
}

/** Quotes copy the way every message does: „…”, so spaces and punctuation in it stay visible. */
export const quote = (text: string) => `„${text}”`
