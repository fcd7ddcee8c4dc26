import * as z from 'zod/mini'
import { duplicateIssues, stringAt } from './duplicateIssues'
import type { StudioIssue } from './studioIssue'

/** An option set as the Studio holds it while it is edited. */
export const optionSetDraftSchema = z.object({ options: z.nullish(z.array(z.object({ _key: z.optional(z.unknown()), key: z.optional(z.unknown()) }))) })

/**
 * Option keys are what answers, rules and result scoring store and compare, so two options with
 * one key would make them ambiguous: the second is an error.
 */
export function optionSetIssues(set: z.infer<typeof optionSetDraftSchema>): StudioIssue[] {
  return duplicateIssues(set.options, (option) => stringAt(option, 'key'), (key) => `Another option of this set already has the key "${key}"`, ['key']).map((issue) => ({
    ...issue,
    path: ['options', ...issue.path],
  }))
}
