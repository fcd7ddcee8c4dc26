import type * as z from 'zod/mini'
import type { $ZodIssue } from 'zod/v4/core'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { documentSchemas } from './schema'

export type DocumentType = keyof typeof documentSchemas

/** A document that failed validation: which one, which field, and why. */
export interface DocumentIssue {
  documentId: string
  path: string
  message: string
}

export type Validated<T> = { ok: true; value: T } | { ok: false; issues: DocumentIssue[] }

/** Reads `_id` from anything, for messages about documents too broken to parse. */
export function documentIdOf(value: unknown): string {
  const id = typeof value === 'object' && value !== null ? (value as { _id?: unknown })._id : undefined
  return typeof id === 'string' ? id : '(document without _id)'
}

/** Validates one document with the schema of the type it is expected to be. */
export function validateDocument<T extends DocumentType>(
  type: T,
  value: unknown,
): Validated<z.infer<(typeof documentSchemas)[T]>> {
  const result = documentSchemas[type].safeParse(value)
  if (result.success) return { ok: true, value: result.data as z.infer<(typeof documentSchemas)[T]> }
  const documentId = documentIdOf(value)
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      documentId,
      path: issue.path.map(String).join('.') || '(document)',
      message: describeIssue(issue),
    })),
  }
}

export function formatIssue(issue: DocumentIssue): string {
  return `${issue.documentId}: ${issue.path}: ${issue.message}`
}

/**
 * zod/mini ships no message locale (it would cost the bundle), so messages are built from the
 * issue itself; a schema's own message (the spec's texts) wins.
 */
function describeIssue(issue: $ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    case 'too_small':
      return `expected at least ${String(issue.minimum)}`
    case 'too_big':
      return `expected at most ${String(issue.maximum)}`
    case 'invalid_format':
      return `expected the ${issue.format} format`
    case 'invalid_union':
      // A page is a union on componentType: an unknown one names the templates there are.
      if (issue.path.at(-1) === 'componentType') return `expected one of ${COMPONENT_TYPES.map((value) => JSON.stringify(value)).join(', ')}`
      return 'matches none of the allowed shapes'
    default:
      return issue.message || issue.code
  }
}
