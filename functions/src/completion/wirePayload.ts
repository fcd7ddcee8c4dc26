/**
 * The completion payloads are defined once in schemas/completion/wire.ts with zod/mini (the
 * browser parses the answers with them). defineCallable takes a classic zod schema, so this
 * wraps a mini schema in one, keeping every issue's path and message for 'invalid-argument'.
 */
import * as z from 'zod'

export function wirePayload<S extends z.core.$ZodType>(schema: S) {
  return z.unknown().transform((data, ctx): z.core.output<S> => {
    const parsed = z.safeParse(schema, data)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: data })
    return z.NEVER
  })
}
