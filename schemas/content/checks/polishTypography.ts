/**
 * Checks on Polish typography that the typeset transform (../typeset.ts) cannot make by itself.
 * Plain copy gets its no-break spaces on the way to the page and the e-mail; what is left is a
 * one-letter word at the very end of a rich-text piece (before bold, italics or a link), where
 * the word it belongs to lives in the next piece and a line may still break between them.
 */

import { typeset } from '../typeset'
import { quote, type ContentProblem, type LocalizedValue } from './contentProblem'

/** A one-letter Polish word followed by an ordinary space, where a no-break space belongs. */
const SINGLE_LETTER_PLAIN_SPACE = /(?:^|[\s(„"«–—\u00a0])([aiouwzAIOUWZ]) /g
/** The same word as the last thing in a piece of rich text. */
const SINGLE_LETTER_AT_END = /(?:^|[\s(„"«–—\u00a0])([aiouwzAIOUWZ])\s*$/

/** The one-letter words in `text` followed by an ordinary space (none after typeset). */
export function singleLettersBeforePlainSpace(text: string): string[] {
  return [...text.matchAll(SINGLE_LETTER_PLAIN_SPACE)].map((match) => match[1]!)
}

interface Span {
  text?: string
}
interface Block {
  children?: Span[]
}

/**
 * Messages for Polish rich text whose one-letter word ends a piece (a span) that is followed by
 * another: "w " then a bold "domu" may break as "w" / "domu". Moving the letter into the next
 * piece lets the transform keep them together.
 */
export function polishRichTextProblems(blocks: readonly Block[] | undefined): string[] {
  const problems: string[] = []
  for (const block of blocks ?? []) {
    const spans = block.children ?? []
    spans.slice(0, -1).forEach((span, index) => {
      const letter = SINGLE_LETTER_AT_END.exec(span.text ?? '')?.[1]
      const next = spans[index + 1]?.text ?? ''
      if (letter && next.trim() !== '')
        problems.push(`„${letter}” ends a formatted piece before „${next.trim().split(/\s/)[0]}”: move it into the next piece, so a no-break space keeps them on one line`)
    })
  }
  return problems
}

/**
 * Warnings on Polish copy where a one-letter word may still end a line: in a plain text, a word
 * the transform cannot join to the next (more than one space after it); in rich text, a
 * word that ends a formatted piece. Warnings, because the reader is not misled, only jarred.
 */
export function polishTypographyProblems(value: LocalizedValue): ContentProblem[] {
  const polish = value.pl
  const warn = (message: string): ContentProblem => ({ check: 'polishTypography', level: 'warning', language: 'pl', message })
  if (Array.isArray(polish)) return polishRichTextProblems(polish as Block[]).map(warn)
  if (typeof polish !== 'string') return []
  const left = singleLettersBeforePlainSpace(typeset(polish, 'pl'))
  return left.length > 0 ? [warn(`${left.map(quote).join(', ')} is followed by more than one space, so the typesetting cannot keep it with the next word: leave one plain space after it`)] : []
}
