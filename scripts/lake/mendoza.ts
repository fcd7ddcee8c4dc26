/**
 * Mendoza patches (github.com/sanity-io/mendoza) for listener `effects`; the `mendoza` package
 * only applies them. A changed document is encoded field by field at the top level (set a field
 * to its new value, delete a field that is gone); a created or deleted document is one whole
 * value. The Studio applies `effects` to documents without `_rev`, so they are computed that way.
 */
const VALUE = 0
const OBJECT_SET_FIELD_VALUE = 17
const OBJECT_DELETE_FIELD = 19

export type MendozaPatch = unknown[]

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]))
  if (!isObject(a) || !isObject(b)) return false
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
}

/** The patch that turns `from` into `to` (`null` is "no document"). */
export function encodePatch(from: unknown, to: unknown): MendozaPatch {
  if (!isObject(from) || !isObject(to)) return [VALUE, to ?? null]
  const patch: MendozaPatch = []
  for (const [key, value] of Object.entries(to)) if (!Object.hasOwn(from, key) || !deepEqual(from[key], value)) patch.push(OBJECT_SET_FIELD_VALUE, value, key)
  // Deletions name a field by its index among the input's keys in sorted order.
  Object.keys(from)
    .sort()
    .forEach((key, index) => {
      if (!Object.hasOwn(to, key)) patch.push(OBJECT_DELETE_FIELD, index)
    })
  return patch
}

const withoutRev = (doc: Record<string, unknown> | null) => {
  if (!doc) return null
  const { _rev: _dropped, ...rest } = doc
  return rest
}

/** `effects` of a listener event: `apply` turns before into after, `revert` the other way. */
export function mendozaEffects(before: Record<string, unknown> | null, after: Record<string, unknown> | null): { apply: MendozaPatch; revert: MendozaPatch } {
  return { apply: encodePatch(withoutRev(before), withoutRev(after)), revert: encodePatch(withoutRev(after), withoutRev(before)) }
}
