import * as z from 'zod'
import { documentBase } from '../shared/schema'

export const abVariantSchema = z.object({
  _type: z.literal('abVariant'),
  _key: z.string(),
  value: z.string().min(1),
  weight: z.number().min(0).optional(),
})

/**
 * Structural checks only: the spec's configuration checks (key = name + "Key", at least one
 * variant and page, no duplicates) are logged by the engine, never blocking.
 */
export const abTestSchema = documentBase('abTest').extend({
  name: z.string().min(1),
  key: z.string().min(1),
  description: z.string().optional(),
  version: z.string().optional(),
  variants: z.array(abVariantSchema).optional(),
  defaultVariant: z.string().optional(),
  pages: z.array(z.string()).optional(),
})

export type AbVariant = z.infer<typeof abVariantSchema>
export type AbTestDocument = z.infer<typeof abTestSchema>
