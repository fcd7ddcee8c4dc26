/**
 * zod field builders whose messages read well after the field path
 * ("name: expected a non-empty string"), shared by the callables' payload schemas.
 */
import * as z from 'zod'

const missingOr = (expected: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `is required (${expected})` : expected)

/** A string of 1..max characters. */
export function text(max = 10_000) {
  const expected = 'expected a non-empty string'
  return z
    .string({ error: missingOr(expected) })
    .min(1, { error: expected })
    .max(max, { error: `expected at most ${max} characters` })
}

/** A JSON object with string keys (not an array, not null). */
export function jsonObject() {
  return z.record(z.string(), z.unknown(), { error: missingOr('expected an object') })
}

/** The whole payload; a missing or non-object `data` is named as such. */
export function payload<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'expected an object with the call payload' })
}
