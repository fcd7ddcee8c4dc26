import { optionSetOf } from '../page/optionSetOf'
import type { FunnelContent } from './schema'
import { documentIdOf, validateDocument, type DocumentIssue, type DocumentType } from './validateDocument'

export interface MergeResult {
  /** Null only when the funnel document itself is unusable and there is no snapshot twin. */
  content: FunnelContent | null
  issues: DocumentIssue[]
}

type DocOf<T extends DocumentType> = FunnelContent[T extends 'funnel' ? 'funnel' : T extends 'uiStrings' ? 'uiStrings' : never]

/**
 * Combines freshly fetched funnel content with its snapshot, one document at a time: a fetched
 * document that passes zod replaces its snapshot twin; one that fails (or a reference that
 * points nowhere) keeps the twin and is reported. Without a snapshot (building one) every
 * failure is an issue and nothing is substituted.
 *
 * `twinsByRevision`: the snapshot's documents were validated when they were built or received,
 * so a fetched document with its twin's revision is that twin, kept as it is: a publish that
 * changed one page costs one page's validation, and unchanged documents keep their identity for
 * the renderer. Not for the Studio preview, whose edits need not change a revision yet.
 */
export function mergeContent(fetched: unknown, snapshot?: FunnelContent, { twinsByRevision = false } = {}): MergeResult {
  const issues: DocumentIssue[] = []
  const trusted = (value: unknown, twin: { _id: string; _rev?: string } | undefined) => twinsByRevision && twin !== undefined && isSameRevision(value, twin)
  const raw = isRecord(fetched) ? fetched : {}
  if (!isRecord(fetched)) issues.push({ documentId: '(query result)', path: '(root)', message: 'The content query did not answer an object' })

  const funnel = single('funnel', raw.funnel, snapshot?.funnel, issues, trusted)
  const uiStrings = single('uiStrings', raw.uiStrings, snapshot?.uiStrings, issues, trusted)
  if (!funnel || !uiStrings) return { content: null, issues }

  const fetchedPages = many('page', raw.pages, snapshot?.pages ?? [], issues, trusted)
  const optionSets = many('optionSet', raw.optionSets, snapshot?.optionSets ?? [], issues, trusted)
  const abTests = many('abTest', raw.abTests, snapshot?.abTests ?? [], issues, trusted)
  const emailTemplates = many('emailTemplate', raw.emailTemplates, snapshot?.emailTemplates ?? [], issues, trusted)
  const theme = themeOf(raw.theme, snapshot?.theme ?? undefined, issues, trusted)
  const optionSetIds = new Set(optionSets.keys())
  const snapshotPages = new Map((snapshot?.pages ?? []).map((page) => [page._id, page]))

  const pages: FunnelContent['pages'] = []
  funnel.pages.forEach((ref, index) => {
    let page = fetchedPages.get(ref._ref)
    const optionSet = page && optionSetOf(page)
    if (page && optionSet && !optionSetIds.has(optionSet._ref)) {
      issues.push({ documentId: page._id, path: 'optionSet', message: `References the missing option set "${optionSet._ref}"` })
      page = snapshotPages.get(ref._ref)
    }
    if (!page) {
      issues.push({ documentId: funnel._id, path: `pages.${index}`, message: `References the missing or invalid page "${ref._ref}"` })
      return
    }
    pages.push(page)
  })
  const usedOptionSets = new Set(pages.map((page) => optionSetOf(page)?._ref))
  const allOptionSets = [...optionSets.values(), ...(snapshot?.optionSets ?? []).filter((set) => !optionSetIds.has(set._id))]

  return {
    content: {
      funnel,
      pages,
      optionSets: allOptionSets.filter((set) => usedOptionSets.has(set._id)),
      abTests: [...abTests.values()],
      emailTemplates: [...emailTemplates.values()],
      ...(theme ? { theme } : {}),
      uiStrings,
    },
    issues,
  }
}

/** Whether a fetched document may stand for its twin without validation (see twinsByRevision). */
type Trusted = (value: unknown, twin: { _id: string; _rev?: string } | undefined) => boolean

function single<T extends 'funnel' | 'uiStrings'>(type: T, value: unknown, twin: DocOf<T> | undefined, issues: DocumentIssue[], trusted: Trusted): DocOf<T> | undefined {
  if (twin && trusted(value, twin)) return twin
  const result = validateDocument(type, value)
  if (result.ok) return result.value as DocOf<T>
  issues.push(...result.issues)
  return twin
}

/**
 * The funnel's theme. None (null: the funnel names no theme, or it points nowhere) is no
 * problem: the app's own look applies. No answer at all (garbage instead of content) keeps the
 * twin; an invalid one keeps its twin, or with no twin is left out, and is reported.
 */
function themeOf(value: unknown, twin: FunnelContent['theme'], issues: DocumentIssue[], trusted: Trusted): FunnelContent['theme'] {
  if (value === undefined) return twin
  if (value === null) return undefined
  if (twin && trusted(value, twin)) return twin
  const result = validateDocument('theme', value)
  if (result.ok) return result.value
  issues.push(...result.issues)
  return twin
}

/** Validates a list of documents by id; an invalid one is replaced by its twin when there is one. */
function many<T extends 'page' | 'optionSet' | 'abTest' | 'emailTemplate'>(
  type: T,
  value: unknown,
  twins: readonly { _id: string }[],
  issues: DocumentIssue[],
  trusted: Trusted,
) {
  type Doc = T extends 'page'
    ? FunnelContent['pages'][number]
    : T extends 'optionSet'
      ? FunnelContent['optionSets'][number]
      : T extends 'abTest'
        ? FunnelContent['abTests'][number]
        : FunnelContent['emailTemplates'][number]
  const byId = new Map<string, Doc>()
  const twinById = new Map(twins.map((twin) => [twin._id, twin as Doc]))
  if (!Array.isArray(value)) {
    issues.push({ documentId: `(${type} list)`, path: '(root)', message: 'Expected an array of documents' })
    return twinById
  }
  for (const item of value) {
    const twin = twinById.get(documentIdOf(item))
    if (twin && trusted(item, twin)) {
      byId.set(twin._id, twin)
      continue
    }
    const result = validateDocument(type, item)
    if (result.ok) {
      byId.set(result.value._id, result.value as Doc)
      continue
    }
    issues.push(...result.issues)
    if (twin) byId.set(twin._id, twin)
  }
  return byId
}

/**
 * Whether a fetched document is the same revision of the same document as `known`, which was
 * validated before (in the snapshot build, or when it arrived): then it needs no validation.
 */
function isSameRevision(fetched: unknown, known: { _id: string; _rev?: string }): boolean {
  return isRecord(fetched) && typeof known._rev === 'string' && fetched._id === known._id && fetched._rev === known._rev
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
