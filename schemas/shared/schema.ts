/**
 * Schemas use `zod/mini` (about 5 KB gzip instead of 25): they run in the visitor's browser on
 * the landing route, where the JavaScript budget is 110 KB.
 */
import * as z from 'zod/mini'

/** The system fields every Sanity document has; `_type` is pinned to the document type. */
export function documentBase<T extends string>(type: T) {
  return z.object({
    _id: z.string().check(z.minLength(1)),
    _type: z.literal(type),
    _rev: z.optional(z.string()),
    _createdAt: z.optional(z.string()),
    _updatedAt: z.optional(z.string()),
  })
}

export const nonEmptyString = (error?: string) => z.string(error ? { error } : undefined).check(z.minLength(1, error))

export const referenceSchema = z.object({
  _ref: nonEmptyString(),
  _type: z.literal('reference'),
  _key: z.optional(z.string()),
  _weak: z.optional(z.boolean()),
})

/** A reference inside an array: Sanity gives every array item a `_key`. */
export const arrayReferenceSchema = z.extend(referenceSchema, { _key: z.string() })

export type Reference = z.infer<typeof referenceSchema>
