import * as z from 'zod/mini'
import { duplicateIssues } from './duplicateIssues'
import type { IssuePathSegment, StudioIssue } from './studioIssue'

/** The documents a lake holds under some ids (drafts and published), by id, with their type. */
export type DocumentTypes = ReadonlyMap<string, string>

/** A reference as the Studio holds it while it is edited (a new array item may lack `_ref`). */
export const referenceDraftSchema = z.object({ _key: z.optional(z.unknown()), _ref: z.optional(z.unknown()) })
export type ReferenceValue = z.infer<typeof referenceDraftSchema>

const TYPE_TITLES: Record<string, [string, string]> = { page: ['a', 'page'], abTest: ['an', 'A/B test'], emailTemplate: ['an', 'e-mail template'], optionSet: ['an', 'option set'] }
const titleOf = (type: string) => TYPE_TITLES[type]?.[1] ?? type
const withArticle = (type: string) => (TYPE_TITLES[type] ?? ['a', type]).join(' ')

/** The ids to ask the lake about for these references: each published id and its draft. */
export function referenceLookupIds(refs: readonly (ReferenceValue | null | undefined)[]): string[] {
  return refs.flatMap((ref) => (typeof ref?._ref === 'string' ? [ref._ref, `drafts.${ref._ref}`] : []))
}

/**
 * Why a reference does not resolve to a published document of the expected type, or nothing.
 * The renderer reads published documents only, so a target that exists only as a draft is as
 * broken for visitors as a missing one: publish it first.
 */
export function referenceProblem(ref: ReferenceValue | null | undefined, found: DocumentTypes, expected: string): string | undefined {
  if (typeof ref?._ref !== 'string' || ref._ref === '') return undefined
  const published = found.get(ref._ref)
  if (published === undefined) {
    return found.has(`drafts.${ref._ref}`)
      ? `The ${titleOf(expected)} "${ref._ref}" is not published yet: publish it first`
      : `The ${titleOf(expected)} "${ref._ref}" does not exist`
  }
  if (published !== expected) return `"${ref._ref}" is ${withArticle(published)}, not ${withArticle(expected)}`
  return undefined
}

/** Every reference in an array that does not resolve, and every target listed twice. */
export function referenceArrayIssues(field: string, refs: readonly ReferenceValue[] | null | undefined, found: DocumentTypes, expected: string): StudioIssue[] {
  const issues: StudioIssue[] = []
  ;(refs ?? []).forEach((ref, index) => {
    const problem = referenceProblem(ref, found, expected)
    const item: IssuePathSegment = typeof ref._key === 'string' ? { _key: ref._key } : index
    if (problem) issues.push({ path: [field, item], message: problem })
  })
  const duplicates = duplicateIssues(refs, (ref) => (typeof ref._ref === 'string' ? ref._ref : undefined), (id) => `"${id}" is listed twice`)
  return [...issues, ...duplicates.map((issue) => ({ ...issue, path: [field, ...issue.path] }))]
}
