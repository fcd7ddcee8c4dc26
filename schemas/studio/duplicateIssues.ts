import { repeats } from '../content/repeats'
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
  return repeats(items, valueOf).map(({ index, value }) => {
    const key = items?.[index]?._key
    return { path: [typeof key === 'string' ? { _key: key } : index, ...field], message: message(value) }
  })
}

/** A string field of a loosely typed array item (Studio drafts may hold anything). */
export const stringAt = (item: unknown, field: string): string | undefined => {
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' ? value : undefined
}
