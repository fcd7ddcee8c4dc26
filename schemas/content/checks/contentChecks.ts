/**
 * The content checks, run together over copy: placeholders that match across languages, no
 * typed currency amounts, no reference prices, e-mail promises a job keeps, Polish one-letter
 * words, and no emoji (icons come from the icon set). The Studio runs `contentChecks` on every localised value it validates (a
 * marker on the language's field); the seed's test runs `documentContentChecks` on every
 * document. One small module per check beside this file.
 */
import { copyText, type ContentProblem, type LocalizedValue } from './contentProblem'
import { currencyAmountProblems } from './currencyAmounts'
import { emailPromiseProblems, type EmailPromiseContext } from './emailPromises'
import { noEmojiProblems } from './noEmoji'
import { placeholderProblems } from './placeholders'
import { polishTypographyProblems } from './polishTypography'
import { referencePriceProblems } from './referencePrices'

/** What only some callers know: the funnel's e-mail promise vocabulary and templates (the seed's test; not the Studio). */
export interface ContentCheckContext {
  emailPromises?: EmailPromiseContext
}

/** Every problem of one localised value, each naming its language field. */
export function contentChecks(value: LocalizedValue, context: ContentCheckContext = {}): ContentProblem[] {
  return [
    ...placeholderProblems(value),
    ...currencyAmountProblems(value),
    ...referencePriceProblems(value),
    ...(context.emailPromises ? emailPromiseProblems(value, context.emailPromises) : []),
    ...polishTypographyProblems(value),
    ...noEmojiProblems(value),
  ]
}

/** A problem found in a document: the field's path (`title.pl`, `paragraphAlternatives[0].en`) and why. */
export interface DocumentContentProblem extends ContentProblem {
  path: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A localised value: an object holding English copy (a string, or rich text's blocks). */
const isLocalized = (value: Record<string, unknown>) => typeof value.en === 'string' || (Array.isArray(value.en) && copyText(value.en) !== '')

/** Every localised value of a document (however deep, in arrays too), with its dotted path. */
export function* localizedValuesOf(value: unknown, path = ''): Generator<{ path: string; value: LocalizedValue }> {
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* localizedValuesOf(item, `${path}[${index}]`)
  else if (isRecord(value)) {
    if (isLocalized(value)) yield { path, value }
    else for (const [key, child] of Object.entries(value)) if (!key.startsWith('_')) yield* localizedValuesOf(child, path ? `${path}.${key}` : key)
  }
}

/** Every problem of a document's copy, with the path of the language field it is about. */
export function documentContentChecks(document: unknown, context: ContentCheckContext = {}): DocumentContentProblem[] {
  return [...localizedValuesOf(document)].flatMap(({ path, value }) => contentChecks(value, context).map((problem) => ({ ...problem, path: `${path}.${problem.language}` })))
}
