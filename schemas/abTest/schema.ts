import * as z from 'zod/mini'
import { documentBase, nonEmptyString } from '../shared/schema'

export const abVariantSchema = z.object({
  _type: z.literal('abVariant'),
  _key: z.string(),
  value: nonEmptyString(),
  weight: z.optional(z.number().check(z.minimum(0))),
})

/**
 * Structural checks only: the spec's configuration checks (key = name + "Key", at least one
 * variant and page, no duplicates; schemas/content/abTestProblems.ts) are logged by the
 * snapshot build and by the renderer for a changed live answer, never blocking, and are
 * publishing errors in the Studio.
 */
export const abTestSchema = z.extend(documentBase('abTest'), {
  name: nonEmptyString(),
  key: nonEmptyString(),
  description: z.optional(z.string()),
  version: z.optional(z.string()),
  variants: z.optional(z.array(abVariantSchema)),
  defaultVariant: z.optional(z.string()),
  pages: z.optional(z.array(z.string())),
  /** The smallest relative lift, in percent, the report sizes the test for (default 10). */
  minimumLift: z.optional(z.number().check(z.minimum(1), z.maximum(500))),
})

export type AbVariant = z.infer<typeof abVariantSchema>
export type AbTestDocument = z.infer<typeof abTestSchema>
