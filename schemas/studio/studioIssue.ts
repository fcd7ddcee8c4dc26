/**
 * A problem the Studio shows on a field: where (a Sanity path, relative to the value that was
 * validated) and why. The checks under schemas/studio return these; the Studio validators turn
 * them into validation markers, so the same words appear in tests and on screen.
 */
export type IssuePathSegment = string | number | { _key: string }

export interface StudioIssue {
  path: IssuePathSegment[]
  message: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A dotted path such as `rules.0.conditions.1.test` (as the content checks print them) as a
 * Sanity path whose array items are addressed by `_key` where they have one, so the marker
 * stays on the right item while an editor reorders the array.
 */
export function keyedPath(root: unknown, dotted: string): IssuePathSegment[] {
  const segments: IssuePathSegment[] = []
  let value: unknown = root
  for (const part of dotted.split('.')) {
    if (Array.isArray(value) && /^\d+$/.test(part)) {
      const item: unknown = value[Number(part)]
      segments.push(isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : Number(part))
      value = item
    } else {
      segments.push(part)
      value = isRecord(value) ? value[part] : undefined
    }
  }
  return segments
}

/** The published id of a draft (`drafts.x` -> `x`); other ids unchanged. */
export const publishedId = (id: string) => id.replace(/^drafts\./, '')
