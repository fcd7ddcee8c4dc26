/**
 * Content source maps for query results, the part of Sanity's format that the Presentation tool,
 * stega and @sanity/client's csm helpers read. The stand-in maps documents and keyed array items,
 * not every leaf: each object in the result that carries the `_id` of a document in the queried
 * view maps to that document's root (`$`), and each array item with a `_key` maps to the item of
 * that key in the stored array (so a filtered or reordered array still points at the right item).
 * Consumers resolve any other value by the longest mapped prefix of its result path, so
 * `$['pages'][2]['title']['en']` resolves to `title.en` of the document at `$['pages'][2]`.
 * A projection that renames a field (`"heading": title`) therefore points at a field of the
 * same name, not at the original: keep `_id` and field names in preview queries.
 */
import type { ContentSourceMap, ContentSourceMapDocuments, ContentSourceMapMappings } from '@sanity/client'
import type { StoredDocument } from './perspective'

type ResultPath = (string | number)[]
type SourceSegment = string | number | { key: string; index: number }

/** Where a part of the result comes from: a document, a path in it, and the stored value there. */
interface Source {
  document: number
  path: SourceSegment[]
  stored: unknown
}

const ESCAPES: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' }
const escaped = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c)

/** A JSONPath as the csm mapping keys write it: `$['pages'][0]['title']` (always indexes, never keys). */
export function mappingKey(path: ResultPath): string {
  return `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `['${escaped(segment)}']`)).join('')}`
}

/** A source path; `withKeyArraySelector` writes array items by key (`[?(@._key=='a1')]`), else by index. */
function sourcePath(path: SourceSegment[], keyed: boolean): string {
  const write = (segment: SourceSegment) => {
    if (typeof segment === 'string') return `['${escaped(segment)}']`
    if (typeof segment === 'number') return `[${segment}]`
    return keyed ? `[?(@._key=='${escaped(segment.key)}')]` : `[${segment.index}]`
  }
  return `$${path.map(write).join('')}`
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * @param documents - the queried view's documents by `_id`, and the id each is reported as (under
 *   the drafts perspective a draft shows under its published id and is reported as the draft).
 * @param keyed - `resultSourceMap=withKeyArraySelector`: source paths name array items by `_key`.
 */
export function buildSourceMap(result: unknown, documents: ReadonlyMap<string, { reportedId: string; doc: StoredDocument }>, keyed: boolean): ContentSourceMap {
  const sources: ContentSourceMapDocuments = []
  const sourceIndex = new Map<string, number>()
  const paths: string[] = []
  const pathIndex = new Map<string, number>()
  const mappings: ContentSourceMapMappings = {}

  const map = (path: ResultPath, source: Source) => {
    const written = sourcePath(source.path, keyed)
    let index = pathIndex.get(written)
    if (index === undefined) {
      index = paths.push(written) - 1
      pathIndex.set(written, index)
    }
    mappings[mappingKey(path)] = { type: 'value', source: { type: 'documentValue', document: source.document, path: index } }
  }

  const documentSource = (id: unknown): Source | undefined => {
    const found = typeof id === 'string' ? documents.get(id) : undefined
    if (!found) return undefined
    let index = sourceIndex.get(found.reportedId)
    if (index === undefined) {
      index = sources.push({ _id: found.reportedId, _type: found.doc._type }) - 1
      sourceIndex.set(found.reportedId, index)
    }
    return { document: index, path: [], stored: found.doc }
  }

  const itemSource = (item: unknown, position: number, parent: Source | undefined): Source | undefined => {
    if (!parent) return undefined
    const stored = Array.isArray(parent.stored) ? parent.stored : []
    const key = isRecord(item) && typeof item._key === 'string' ? item._key : undefined
    const index = key === undefined ? -1 : stored.findIndex((candidate) => isRecord(candidate) && candidate._key === key)
    if (key !== undefined && index >= 0) return { document: parent.document, path: [...parent.path, { key, index }], stored: stored[index] }
    return { document: parent.document, path: [...parent.path, position], stored: stored[position] }
  }

  const visit = (value: unknown, path: ResultPath, inherited: Source | undefined) => {
    if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const source = itemSource(item, position, inherited)
        if (source && typeof source.path.at(-1) === 'object') map([...path, position], source)
        visit(item, [...path, position], source)
      })
      return
    }
    if (!isRecord(value)) return
    const own = documentSource(value._id)
    if (own) map(path, own)
    const source = own ?? inherited
    for (const [field, child] of Object.entries(value)) {
      visit(child, [...path, field], source && { document: source.document, path: [...source.path, field], stored: isRecord(source.stored) ? source.stored[field] : undefined })
    }
  }
  visit(result, [], undefined)
  return { documents: sources, paths, mappings }
}
