/**
 * Plain type guards for values read back from storage before the first paint. They stand in
 * for zod there (wrapped with `fromGuard` from ./storage): the build's snapshot is trusted, and
 * zod loads only with live revalidation, after the paint. Each accepts what the zod schema it
 * replaces accepted for JSON-parsed values, so a stored value is ignored exactly when it was.
 */

export type Guard<T> = (value: unknown) => value is T

export const isString = (value: unknown): value is string => typeof value === 'string'

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'

/** As `z.int()`: a safe integer, so neither a fraction nor a value past 2^53 that lost precision. */
export const isInt = (value: unknown): value is number => Number.isSafeInteger(value)

export const isNonNegativeInt = (value: unknown): value is number => isInt(value) && value >= 0

/** A JSON object: neither null nor an array, which `typeof` alone would let through. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** As `z.record(z.string(), item)`: an object whose every value passes. */
export const isRecordOf =
  <T>(isValue: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every((entry) => isValue(entry))

export const isArrayOf =
  <T>(isItem: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every((item) => isItem(item))

/**
 * As `z.object(shape)`: an object whose every listed property passes its guard. Other
 * properties are allowed and, unlike with zod, kept: a guard only checks, it does not copy.
 */
export const isObjectOf =
  <T extends object>(shape: { readonly [K in keyof T]: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(shape).every(([key, isProperty]) => (isProperty as Guard<unknown>)(value[key]))

/** As `z.number()`: a finite number (zod 4 turns NaN and the infinities away). */
export const isNumber = (value: unknown): value is number => Number.isFinite(value)

/** As `z.string().check(z.regex(pattern))`. */
export const isStringMatching =
  (pattern: RegExp): Guard<string> =>
  (value): value is string =>
    typeof value === 'string' && pattern.test(value)

/** As `z.nullable(item)`. */
export const isNullable =
  <T>(isItem: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || isItem(value)

/** As `z.optional(item)`: undefined or absent passes too. */
export const isOptional =
  <T>(isItem: Guard<T>): Guard<T | undefined> =>
  (value): value is T | undefined =>
    value === undefined || isItem(value)

/** As `z.union([...])` of guards. */
export const isOneOf =
  <T>(...guards: Guard<T>[]): Guard<T> =>
  (value): value is T =>
    guards.some((is) => is(value))

/** As `z.string().check(z.minLength(1))`. */
export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0
