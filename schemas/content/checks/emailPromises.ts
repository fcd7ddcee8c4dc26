/**
 * E-mail promises: a sentence that tells the visitor an e-mail will come must be kept by a job
 * that sends it, and the funnel must have the templates that job sends. The vocabulary (what
 * reads as a promise, and the table of promises with their templates) is content's own record,
 * kept with the seed (seed/promises) beside the README table it prints; this check applies it
 * to one localised value and the template keys of the funnel the value belongs to.
 */
import { copyText, languagesOf, quote, type ContentProblem, type LocalizedValue } from './contentProblem'

/** One promise the copy may make, and the templates of the job that keeps it (none when kept outside e-mail). */
export interface EmailPromiseRule {
  id: string
  /** What the copy says, in English or Polish (matched per sentence). */
  says: RegExp
  templates: readonly string[]
}

/** What reads as a promise of e-mail, what does not although it sounds alike, and the promises a job keeps. */
export interface EmailPromiseVocabulary {
  promiseOfEmail: RegExp
  notAPromise: RegExp
  promises: readonly EmailPromiseRule[]
}

/** The funnel a value belongs to, as the promise check needs it: the keys of the templates it sends. */
export interface EmailPromiseContext {
  vocabulary: EmailPromiseVocabulary
  templateKeys: ReadonlySet<string>
}

/** A text's sentences (a line break ends one too), as promises are matched one sentence at a time. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '')
}

/** The sentences of a text that promise the visitor an e-mail. */
export function emailPromiseSentences(text: string, vocabulary: EmailPromiseVocabulary): string[] {
  return sentencesOf(text).filter((sentence) => vocabulary.promiseOfEmail.test(sentence) && !vocabulary.notAPromise.test(sentence))
}

/**
 * Errors on each promise of e-mail that no row of the table keeps (nothing is known to send it),
 * and on each whose row's templates this funnel does not have (the job would send nothing).
 */
export function emailPromiseProblems(value: LocalizedValue, { vocabulary, templateKeys }: EmailPromiseContext): ContentProblem[] {
  return languagesOf(value).flatMap((language) =>
    emailPromiseSentences(copyText(value[language]), vocabulary).flatMap((sentence): ContentProblem[] => {
      const rows = vocabulary.promises.filter((promise) => promise.says.test(sentence))
      const problem = (message: string): ContentProblem => ({ check: 'emailPromise', level: 'error', language, message })
      if (rows.length === 0)
        return [problem(`Promises an e-mail that no job sends: ${quote(sentence)}. Promise only what a job keeps (the promises table in seed/promises names them), or add the job and its row first`)]
      return rows.flatMap((row) => {
        const missing = row.templates.filter((template) => !templateKeys.has(template))
        return missing.length > 0 ? [problem(`Promises „${row.id}” (${quote(sentence)}), but this funnel has no ${missing.join(', ')} e-mail template, so nothing would be sent`)] : []
      })
    }),
  )
}
