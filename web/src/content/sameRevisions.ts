import type { FunnelContent } from '../../../schemas/content/schema'

/**
 * Whether a live answer holds exactly the documents already shown, revision for revision.
 * Sanity gives a document a new `_rev` on every change, and what is shown was built (and
 * validated) from its documents, so equal revisions mean equal content: the answer can be
 * dropped without validating, merging or rendering it again. That is the usual case, since
 * content changes far less often than visitors come, and it keeps the schemas and a second
 * render off the main thread while the visitor reads the landing.
 *
 * Conservative: anything it cannot read as revisions (garbage, a document without `_rev`)
 * counts as different and takes the full path through validation.
 */
export function sameRevisions(fetched: unknown, shown: FunnelContent): boolean {
  if (!isRecord(fetched)) return false
  for (const field of DOCUMENT_FIELDS) {
    const fetchedRevisions = revisionsOf(fetched[field], field === 'theme')
    const shownRevisions = revisionsOf(shown[field], field === 'theme')
    if (!fetchedRevisions || !shownRevisions || fetchedRevisions.size !== shownRevisions.size) return false
    for (const [id, rev] of fetchedRevisions) if (shownRevisions.get(id) !== rev) return false
  }
  return true
}

const DOCUMENT_FIELDS = ['funnel', 'pages', 'optionSets', 'abTests', 'emailTemplates', 'theme', 'uiStrings'] as const

/**
 * Document id → revision for one field of the content (a document or a list); undefined if
 * unreadable. An optional document (the theme) may be absent: no documents.
 */
function revisionsOf(value: unknown, optional = false): Map<string, string> | undefined {
  const documents = Array.isArray(value) ? value : optional && (value === null || value === undefined) ? [] : [value]
  const revisions = new Map<string, string>()
  for (const document of documents) {
    if (!isRecord(document) || typeof document._id !== 'string' || typeof document._rev !== 'string') return undefined
    revisions.set(document._id, document._rev)
  }
  return revisions
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
