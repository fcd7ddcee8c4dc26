/** A stored document: any JSON object with an id and a type. */
export interface StoredDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export const PERSPECTIVES = ['raw', 'published', 'drafts', 'previewDrafts'] as const
export type Perspective = (typeof PERSPECTIVES)[number]

const DRAFT_PREFIX = 'drafts.'
export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX)
export const publishedId = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id)

/**
 * groq-js knows no perspectives, so the dataset handed to it is shaped here the way the
 * Content Lake shapes it: `published` hides drafts; `drafts` shows a draft in place of its
 * published document, under the published id, with `_originalId` naming the draft.
 */
export function applyPerspective(documents: Iterable<StoredDocument>, perspective: Perspective): StoredDocument[] {
  const all = [...documents]
  if (perspective === 'raw') return all
  if (perspective === 'published') return all.filter((doc) => !isDraftId(doc._id))
  const byId = new Map<string, StoredDocument>()
  for (const doc of all) {
    const id = publishedId(doc._id)
    if (isDraftId(doc._id) || !byId.has(id)) byId.set(id, { ...doc, _id: id, _originalId: doc._id })
  }
  return [...byId.values()]
}

/**
 * Reads a `perspective` parameter. A stack (`rABC,drafts`) counts as `drafts` when it holds
 * drafts: the stand-in has no releases, so drafts over published is what such a stack shows.
 */
export function parsePerspective(requested: string): Perspective | undefined {
  const known = PERSPECTIVES.find((perspective) => perspective === requested)
  if (known) return known
  const stack = requested.split(',').map((name) => name.trim())
  if (stack.length < 2) return undefined
  if (stack.includes('drafts') || stack.includes('previewDrafts')) return 'drafts'
  return stack.includes('published') ? 'published' : undefined
}

/**
 * The Content Lake answers in the `published` perspective from API version 2025-02-19 on,
 * and in `raw` before it.
 */
export function defaultPerspective(apiVersion: string): Perspective {
  return apiVersion >= '2025-02-19' ? 'published' : 'raw'
}
