import * as z from 'zod/mini'
import { abTestProblems } from '../content/abTestProblems'
import type { StudioIssue } from './studioIssue'

/** An A/B test as the Studio holds it while it is edited: any field may still be missing. */
export const abTestDraftSchema = z.object({
  name: z.optional(z.unknown()),
  key: z.optional(z.unknown()),
  variants: z.nullish(z.array(z.object({ _key: z.optional(z.unknown()), value: z.optional(z.unknown()), weight: z.optional(z.unknown()) }))),
  defaultVariant: z.optional(z.unknown()),
})
export type AbTestDraft = z.infer<typeof abTestDraftSchema>

/**
 * The spec's A/B test configuration checks (section 5, schemas/content/abTestProblems.ts) as
 * publishing errors on their fields: the key is the test name followed by Key, at least one
 * variant, no variant twice, weights positive when given, and a default that is a variant. A
 * test's page list only documents what it changes, so the Studio does not ask for one (the
 * snapshot and the renderer log a test without pages).
 */
export function abTestIssues(test: AbTestDraft): StudioIssue[] {
  const variant = (index: number) => {
    const key = test.variants?.[index]?._key
    return typeof key === 'string' ? { _key: key } : index
  }
  return abTestProblems(test).flatMap((problem): StudioIssue[] => {
    switch (problem.kind) {
      case 'keyNotNameKey':
        return [{ path: ['key'], message: `The key must be the test name followed by Key: "${problem.expected}"` }]
      case 'noVariant':
        return [{ path: ['variants'], message: 'A test needs at least one variant' }]
      case 'noPage':
        return []
      case 'duplicateVariant':
        return [{ path: ['variants', variant(problem.variant), 'value'], message: `The variant "${problem.value}" is listed twice` }]
      case 'weightNotPositive':
        return [{ path: ['variants', variant(problem.variant), 'weight'], message: 'A weight must be positive; leave it empty for equal weights' }]
      case 'defaultNotVariant':
        return [{ path: ['defaultVariant'], message: `The default variant "${problem.value}" is none of the test's variants` }]
    }
  })
}
