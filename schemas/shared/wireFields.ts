/**
 * Field builders for the callables' wire contracts (zod/mini): every string has a length limit
 * and no NUL character, every free-form object keeps the JSON limits (jsonLimits.ts), every URL
 * is http(s). A payload that breaks one is 'invalid-argument' naming the field, before any
 * handler, database or provider sees it.
 */
import * as z from 'zod/mini'
import { hasNul, jsonProblem } from './jsonLimits'

const NUL_MESSAGE = 'must not contain a NUL character'

/** Room for any real address (RFC 5321 allows 254 in a path); longer is not an address. */
export const EMAIL_MAX = 320
/** Browsers and CDNs handle URLs of a few kilobytes; ours are under 300 characters. */
export const URL_MAX = 2048

/** A string of 1..max characters. */
export const wireText = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max, `expected at most ${max} characters`), z.refine((value) => !hasNul(value), NUL_MESSAGE))

/** A string of 0..max characters. */
export const wireString = (max: number) => z.string().check(z.maxLength(max, `expected at most ${max} characters`), z.refine((value) => !hasNul(value), NUL_MESSAGE))

export const wireEmail = () => z.string().check(z.maxLength(EMAIL_MAX, `expected at most ${EMAIL_MAX} characters`), z.email())

/** An absolute http(s) URL; `javascript:`, `data:` and the like are refused. Whose origin it may be is the handler's rule. */
export const wireUrl = () => z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).check(z.maxLength(URL_MAX, `expected at most ${URL_MAX} characters`))

/**
 * A JSON object with string keys, within the JSON limits (checked on the raw input: zod's record
 * drops an own `__proto__` silently, and keeps `constructor`); its values are `value`'s.
 */
export const wireJson = <V extends z.core.SomeType = z.ZodMiniUnknown>(value?: V) =>
  z.pipe(
    // Typed as the record it must be, so callers build it as one; the record after it decides.
    z.custom<Record<string, unknown>>().check(
      z.superRefine((value, context) => {
        const problem = jsonProblem(value)
        if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
      }),
    ),
    z.record(z.string(), (value ?? z.unknown()) as V),
  )
