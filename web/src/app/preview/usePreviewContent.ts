import { useState } from 'react'
import type { FunnelContent } from '../../../../schemas/content/schema'
import type { DocumentIssue } from '../../../../schemas/content/validateDocument'
import { mergeContent } from '../../../../schemas/content/mergeContent'

export interface PreviewContent {
  content: FunnelContent
  /** The documents of the latest answer that failed validation and kept their earlier version. */
  issues: DocumentIssue[]
}

/**
 * The content the preview shows: each answer (published, or the Studio's drafts) is validated
 * one document at a time, as a visitor's live content is. A document that fails keeps the last
 * valid version this preview had (the snapshot's at first, then published or an earlier draft),
 * so a half-typed edit never blanks the page, and the panel names what is wrong.
 */
export function usePreviewContent(fetched: unknown, snapshot: FunnelContent): PreviewContent {
  const [state, setState] = useState<PreviewContent & { fetched: unknown }>({ fetched: undefined, content: snapshot, issues: [] })
  if (fetched !== undefined && fetched !== state.fetched) {
    // Derived from the new answer during render, the way React recommends for state that follows a prop.
    const merged = mergeContent(fetched, state.content)
    const next = { fetched, content: merged.content ?? state.content, issues: merged.issues }
    setState(next)
    return next
  }
  return state
}
