import * as z from 'zod'

/** The system fields every Sanity document has; `_type` is pinned to the document type. */
export function documentBase<T extends string>(type: T) {
  return z.object({
    _id: z.string().min(1),
    _type: z.literal(type),
    _rev: z.string().optional(),
    _createdAt: z.string().optional(),
    _updatedAt: z.string().optional(),
  })
}

export const referenceSchema = z.object({
  _ref: z.string().min(1),
  _type: z.literal('reference'),
  _key: z.string().optional(),
  _weak: z.boolean().optional(),
})

export type Reference = z.infer<typeof referenceSchema>

/** A reference inside an array: Sanity gives every array item a `_key`. */
export const arrayReferenceSchema = referenceSchema.extend({ _key: z.string() })
