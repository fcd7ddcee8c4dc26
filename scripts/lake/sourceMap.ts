/**
 * Content source maps for query results, the part of Sanity's format that the Presentation tool,
 * stega and @sanity/client's csm helpers read. The stand-in maps whole documents only: every
 * object in the result that carries the `_id` of a document in the queried view maps to that
 * document's root (`$`). Consumers resolve a nested value by the longest mapped prefix of its
 * result path, so `$['pages'][2]['title']['en']` resolves to `title.en` of the document at
 * `$['pages'][2]`. A projection that renames a field (`"heading": title`) therefore points at a
 * field of the same name, not at the original; keep field names in preview queries.
 */
import type { ContentSourceMap, ContentSourceMapDocuments, ContentSourceMapMappings } from '@sanity/client'

type ResultPath = (string | number)[]

const ESCAPES: Record<string, string> = { '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' }

/** A JSONPath as the csm mapping keys write it: `$['pages'][0]['title']` (always indexes, never keys). */
export function mappingKey(path: ResultPath): string {
  const segments = path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `['${segment.replace(/[\f\n\r\t'\\]/g, (c) => ESCAPES[c] ?? c)}']`))
  return `$${segments.join('')}`
}

/**
 * @param documents - the queried view's documents by `_id` (under the drafts perspective a draft
 *   is listed under its published id) and the source each is reported as (the draft's own id).
 */
export function buildSourceMap(result: unknown, documents: ReadonlyMap<string, { _id: string; _type: string }>): ContentSourceMap {
  const sources: ContentSourceMapDocuments = []
  const sourceIndex = new Map<string, number>()
  const mappings: ContentSourceMapMappings = {}

  const visit = (value: unknown, path: ResultPath) => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, [...path, index]))
    if (typeof value !== 'object' || value === null) return
    const id = '_id' in value ? value._id : undefined
    const source = typeof id === 'string' ? documents.get(id) : undefined
    if (source) {
      let index = sourceIndex.get(source._id)
      if (index === undefined) {
        index = sources.push({ _id: source._id, _type: source._type }) - 1
        sourceIndex.set(source._id, index)
      }
      mappings[mappingKey(path)] = { type: 'value', source: { type: 'documentValue', document: index, path: 0 } }
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...path, key])
  }
  visit(result, [])
  return { documents: sources, paths: ['$'], mappings }
}
