import type * as z from 'zod'
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
      message: issue.message,
    })),
  }
}

export function formatIssue(issue: DocumentIssue): string {
  return `${issue.documentId}: ${issue.path}: ${issue.message}`
}
