/** `data/query` (GROQ with perspectives, source maps, sync tags) and `data/doc` (documents by id). */
import * as z from 'zod'
import { requireDataset, type LakeContext, type Route } from '../context'
import { evaluateGroq, parseGroq } from '../groq'
import { badRequest, readJson, sendJson } from '../http'
import { applyPerspective, defaultPerspective, parsePerspective, type Perspective, type StoredDocument } from '../perspective'
import { buildSourceMap } from '../sourceMap'
import { syncTagOf } from './live'

const queryBody = z.object({ query: z.string(), params: z.record(z.string(), z.unknown()).optional() })

export function dataRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['GET', 'POST'],
      path: /^\/data\/query\/([^/]+)$/,
      versioned: true,
      async handle(exchange, [, dataset], apiVersion) {
        requireDataset(context, dataset)
        const { query, params } = exchange.method === 'POST' ? { params: {}, ...(await readJson(exchange.req, queryBody)) } : queryFromUrl(exchange.url)
        const perspective = perspectiveFrom(exchange.url, apiVersion)
        const started = performance.now()
        const documents = applyPerspective(context.store.all(), perspective)
        const result = await evaluateGroq(parseGroq(query, params), query, documents, params)
        const sourceMap = exchange.url.searchParams.get('resultSourceMap')
        sendJson(exchange, 200, {
          ...(exchange.url.searchParams.get('returnQuery') === 'false' ? {} : { query }),
          result,
          ...(sourceMap === 'true' || sourceMap === 'withKeyArraySelector' ? { resultSourceMap: buildSourceMap(result, documentsById(documents), sourceMap === 'withKeyArraySelector') } : {}),
          syncTags: [syncTagOf(context.dataset)],
          ms: Math.round(performance.now() - started),
        })
      },
    },
    {
      methods: ['GET'],
      path: /^\/data\/doc\/([^/]+)\/(.+)$/,
      versioned: true,
      handle(exchange, [, dataset, idList]) {
        requireDataset(context, dataset)
        const ids = (idList ?? '').split(',').map((id) => decodeURIComponent(id)).filter(Boolean)
        const documents = ids.map((id) => context.store.get(id)).filter((doc): doc is StoredDocument => doc !== undefined)
        const omitted = ids.filter((id) => !context.store.get(id)).map((id) => ({ id, reason: 'existence' }))
        sendJson(exchange, 200, { documents, omitted })
      },
    },
  ]
}

/** Where each document of the perspective's view came from: a draft shows under its published id. */
function documentsById(documents: StoredDocument[]) {
  const byId = new Map<string, { reportedId: string; doc: StoredDocument }>()
  for (const doc of documents) byId.set(doc._id, { reportedId: typeof doc._originalId === 'string' ? doc._originalId : doc._id, doc })
  return byId
}

/** GROQ and its parameters from a URL (`?query=...&$name=<json>`); listen uses the same encoding. */
export function queryFromUrl(url: URL) {
  const query = url.searchParams.get('query')
  if (!query) throw badRequest('Missing query parameter "query"')
  const params: Record<string, unknown> = {}
  for (const [name, raw] of url.searchParams) {
    if (!name.startsWith('$')) continue
    try {
      params[name.slice(1)] = JSON.parse(raw)
    } catch {
      throw badRequest(`Parameter "${name}" is not JSON-encoded`)
    }
  }
  return { query, params }
}

function perspectiveFrom(url: URL, apiVersion: string): Perspective {
  const requested = url.searchParams.get('perspective')
  if (requested === null) return defaultPerspective(apiVersion)
  const perspective = parsePerspective(requested)
  if (!perspective) throw badRequest(`Unknown perspective "${requested}"`)
  return perspective
}
