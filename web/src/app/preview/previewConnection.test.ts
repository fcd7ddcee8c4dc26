import type { ContentSourceMap } from '@sanity/client'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { describe, expect, it } from 'vitest'
import { funnelContentSchema, type FunnelContent } from '../../../../schemas/content/schema'
import { FUNNEL_CONTENT_QUERY } from '../../../../schemas/funnel/queries'
import { seedSource } from '../../../../scripts/contentSource'
import { mergeContent } from '../../../../schemas/content/mergeContent'
import { previewStega } from './previewConnection'

type Segment = string | number
const jsonPath = (path: readonly Segment[]) => `$${path.map((segment) => (typeof segment === 'number' ? `[${segment}]` : `['${segment}']`)).join('')}`

/**
 * The source map the Content Lake sends with this answer: every string maps to its own field
 * in the document it came from (the answer holds whole documents).
 */
function sourceMapOf(answer: FunnelContent): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const walk = (value: unknown, resultPath: Segment[], sourcePath: Segment[], document: number) => {
    if (typeof value === 'string') {
      map.paths.push(jsonPath(sourcePath))
      map.mappings[jsonPath(resultPath)] = { type: 'value', source: { type: 'documentValue', document, path: map.paths.length - 1 } }
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...resultPath, index], [...sourcePath, index], document))
    else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) walk(item, [...resultPath, key], [...sourcePath, key], document)
  }
  const addDocument = (doc: { _id: string; _type: string }, resultPath: Segment[]) => {
    map.documents.push({ _id: doc._id, _type: doc._type })
    walk(doc, resultPath, [], map.documents.length - 1)
  }
  addDocument(answer.funnel, ['funnel'])
  addDocument(answer.uiStrings, ['uiStrings'])
  for (const list of ['pages', 'optionSets', 'abTests', 'emailTemplates'] as const) answer[list].forEach((doc, index) => addDocument(doc, [list, index]))
  return map
}

async function encodedDemo() {
  const answer = funnelContentSchema.parse(await seedSource().fetch(FUNNEL_CONTENT_QUERY, { key: 'demo' }))
  return { answer, encoded: stegaEncodeSourceMap(answer, sourceMapOf(answer), { ...previewStega(), enabled: true }) }
}

describe('preview stega', () => {
  it('marks localised copy, so overlays find it, and nothing else', async () => {
    const { answer, encoded } = await encodedDemo()
    const landing = encoded.pages[0]!
    expect(landing.title?.en).not.toBe(answer.pages[0]!.title?.en)
    expect(stegaClean(landing.title?.en)).toBe(answer.pages[0]!.title?.en)
    expect(encoded.pages.map((page) => [page._id, page.key, page.path, page.componentType])).toEqual(
      answer.pages.map((page) => [page._id, page.key, page.path, page.componentType]),
    )
    expect(encoded.abTests).toEqual(answer.abTests)
    expect(encoded.funnel.basePath).toBe(answer.funnel.basePath)
    expect(stegaClean(encoded)).toEqual(answer)
  })

  it('an encoded answer still passes validation document by document', async () => {
    const { answer, encoded } = await encodedDemo()
    const { content, issues } = mergeContent(encoded, answer)
    expect(issues).toEqual([])
    expect(content?.pages.map((page) => page._id)).toEqual(answer.pages.map((page) => page._id))
  })
})
