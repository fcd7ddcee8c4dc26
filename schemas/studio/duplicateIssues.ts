import type { IssuePathSegment, StudioIssue } from './studioIssue'

interface Keyed {
  _key?: unknown
}

/**
 * One issue on every array item after the first whose value (`valueOf`) an earlier item already
 * has; items without a value are left to the required-field checks.
 */
export function duplicateIssues<T extends Keyed>(
  items: readonly T[] | null | undefined,
  valueOf: (item: T) => string | undefined,
  message: (value: string) => string,
  field: IssuePathSegment[] = [],
): StudioIssue[] {
  const seen = new Set<string>()
  const issues: StudioIssue[] = []
  ;(items ?? []).forEach((item, index) => {
    const value = valueOf(item)
    if (value === undefined || value === '') return
    if (seen.has(value)) issues.push({ path: [typeof item._key === 'string' ? { _key: item._key } : index, ...field], message: message(value) })
    seen.add(value)
  })
  return issues
}

/** A string field of a loosely typed array item (Studio drafts may hold anything). */
export const stringAt = (item: unknown, field: string): string | undefined => {
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' ? value : undefined
}
