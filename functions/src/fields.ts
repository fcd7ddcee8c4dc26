/**
 * zod field builders whose messages read well after the field path
 * ("name: expected a non-empty string"), shared by the callables' payload schemas. Every string
 * has a length limit and no NUL character (PostgreSQL stores none); every free-form object keeps
 * the JSON limits of schemas/shared/jsonLimits.ts.
 */
import * as z from 'zod'
import { hasNul, jsonProblem } from '../../schemas/shared/jsonLimits'

const missingOr = (expected: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `is required (${expected})` : expected)

const NUL_MESSAGE = 'must not contain a NUL character'

/** A string of 1..max characters. */
export function text(max = 10_000) {
  const expected = 'expected a non-empty string'
  return z
    .string({ error: missingOr(expected) })
    .min(1, { error: expected })
    .max(max, { error: `expected at most ${max} characters` })
    .refine((value) => !hasNul(value), { error: NUL_MESSAGE })
}

/** A string of 0..max characters (an id a browser library made, which may be empty). */
export function shortString(max: number, error = 'expected a string or null') {
  return z
    .string({ error })
    .max(max, { error: `expected at most ${max} characters` })
    .refine((value) => !hasNul(value), { error: NUL_MESSAGE })
}

/** A JSON object with string keys (not an array, not null), within the JSON limits. */
export function jsonObject() {
  // The limits are checked on the raw input: zod's record drops an own `__proto__` key silently.
  const limited = z.unknown().superRefine((value, context) => {
    const problem = jsonProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
  })
  return limited.pipe(z.record(z.string(), z.unknown(), { error: missingOr('expected an object') }))
}

/** The whole payload; a missing or non-object `data` is named as such. */
export function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'expected an object with the call payload' })
}
