import * as z from 'zod/mini'
import { duplicateIssues, stringAt } from './duplicateIssues'
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
 * The spec's A/B test configuration checks (section 5), as publishing errors: the key is the
 * test name followed by Key (pages and the renderer's storage find the test by it), at least one
 * variant, no variant twice, weights positive when given, and a default that is a variant.
 */
export function abTestIssues(test: AbTestDraft): StudioIssue[] {
  const issues: StudioIssue[] = []
  const name = typeof test.name === 'string' ? test.name : undefined
  const key = typeof test.key === 'string' ? test.key : undefined
  if (name && key !== undefined && key !== `${name}Key`) issues.push({ path: ['key'], message: `The key must be the test name followed by Key: "${name}Key"` })
  const variants = test.variants ?? []
  if (variants.length === 0) issues.push({ path: ['variants'], message: 'A test needs at least one variant' })
  issues.push(...duplicateIssues(variants, (variant) => stringAt(variant, 'value'), (value) => `The variant "${value}" is listed twice`, ['value']).map((issue) => ({ ...issue, path: ['variants', ...issue.path] })))
  variants.forEach((variant, index) => {
    if (typeof variant.weight === 'number' && !(variant.weight > 0)) {
      issues.push({ path: ['variants', typeof variant._key === 'string' ? { _key: variant._key } : index, 'weight'], message: 'A weight must be positive; leave it empty for equal weights' })
    }
  })
  const values = variants.map((variant) => stringAt(variant, 'value'))
  if (typeof test.defaultVariant === 'string' && test.defaultVariant !== '' && !values.includes(test.defaultVariant)) {
    issues.push({ path: ['defaultVariant'], message: `The default variant "${test.defaultVariant}" is none of the test's variants` })
  }
  return issues
}
