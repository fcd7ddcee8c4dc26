/**
 * The limits every free-form JSON value a callable accepts must keep (event params, payment
 * metadata): the functions store them in PostgreSQL, in sink lines and in provider metadata,
 * none of which should hold a megabyte, a thousand levels of nesting, a NUL character (PostgreSQL
 * text and jsonb refuse it) or keys that name Object's own members (a later `object[key]`
 * lookup would find the prototype's function instead of a value). Pure, no zod: both the
 * zod/mini wire contracts and the functions' zod classic fields use it.
 */

/** Levels of objects and arrays inside the value itself; the app's richest params nest 3. */
export const JSON_MAX_DEPTH = 10
/** Characters of the value written as JSON (roughly; strings and keys dominate). */
export const JSON_MAX_CHARACTERS = 32 * 1024

/** Keys that name Object.prototype's members, refused at any level. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString'])

/** A NUL character: PostgreSQL stores none, in text or jsonb. */
export const hasNul = (text: string) => text.includes('\u0000')

/**
 * What is wrong with a JSON value, or null when it keeps the limits. Walks with its own stack, so
 * no nesting can overflow the call stack, and stops at the first problem or once the size is
 * exceeded, so a huge value costs no more than the limit.
 */
export function jsonProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }]
  let characters = 0
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number }
    if (typeof current === 'string') {
      characters += current.length + 2
      if (hasNul(current)) return 'contains a NUL character'
    } else if (typeof current === 'number') {
      characters += 8
      if (!Number.isFinite(current)) return 'contains a number JSON cannot carry (NaN or Infinity)'
    } else if (current !== null && typeof current === 'object') {
      if (depth >= JSON_MAX_DEPTH) return `nests deeper than ${JSON_MAX_DEPTH} levels`
      characters += 2
      const entries = Array.isArray(current) ? current.map((item) => ['', item] as const) : Object.entries(current)
      for (const [key, item] of entries) {
        if (RESERVED_KEYS.has(key)) return `has the reserved key "${key}"`
        characters += key.length + 4
        stack.push({ value: item, depth: depth + 1 })
      }
    } else {
      characters += 5
    }
    if (characters > JSON_MAX_CHARACTERS) return `is larger than ${JSON_MAX_CHARACTERS / 1024} KB of JSON`
  }
  return null
}
