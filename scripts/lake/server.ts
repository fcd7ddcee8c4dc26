/**
 * The local content lake: the parts of Sanity's HTTP API that the renderer, the snapshot and
 * the seed import use, answered from an NDJSON dataset with groq-js. @sanity/client talks to
 * it unchanged (`apiHost`, `useProjectHostname: false`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { evaluate, parse } from 'groq-js'
import { applyPerspective, defaultPerspective, PERSPECTIVES, type Perspective, type StoredDocument } from './perspective'
import { DocumentStore, MutationError, type MutationInput } from './store'

export interface LakeOptions {
  port: number
  host?: string
  /** Folder holding `<dataset>.ndjson`; created on first start. */
  dataDir: string
  dataset?: string
  /** Documents for a dataset that does not exist yet (the seed). */
  initialDocuments: () => StoredDocument[]
}

export interface Lake {
  url: string
  store: DocumentStore
  close(): Promise<void>
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body))
  }
}

const notFound = (message: string) => new HttpError(404, { error: 'Not Found', message, statusCode: 404 })
const badRequest = (message: string) => new HttpError(400, { error: { description: message, type: 'httpBadRequest' } })

export async function startLake(options: LakeOptions): Promise<Lake> {
  const dataset = options.dataset ?? 'production'
  const store = new DocumentStore(join(options.dataDir, `${dataset}.ndjson`))
  store.load(options.initialDocuments)

  const server = createServer((req, res) => {
    handle(req, res, dataset, store).catch((error: unknown) => {
      if (error instanceof HttpError) return send(res, error.status, error.body)
      console.error('[lake]', error)
      send(res, 500, { error: { description: 'Internal error in the local content lake', type: 'internalError' } })
    })
  })
  await listen(server, options.port, options.host ?? '127.0.0.1')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    store,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
}

const ROUTE = /^\/v([0-9]{4}-[0-9]{2}-[0-9]{2}|1)\/data\/(query|doc|mutate)\/([^/]+)(?:\/(.*))?$/

async function handle(req: IncomingMessage, res: ServerResponse, dataset: string, store: DocumentStore) {
  if (req.method === 'OPTIONS') return send(res, 204, undefined, req.headers['access-control-request-headers'])
  const url = new URL(req.url ?? '/', 'http://lake')
  const match = ROUTE.exec(url.pathname)
  if (!match) throw notFound(`No local-lake route for ${req.method} ${url.pathname}`)
  const [, apiVersion = '1', endpoint, requestedDataset, rest] = match
  if (requestedDataset !== dataset) throw notFound(`Dataset "${requestedDataset}" not found`)

  if (endpoint === 'query') {
    const { query, params } = req.method === 'POST' ? await queryFromBody(req) : queryFromUrl(url)
    const perspective = perspectiveFrom(url, apiVersion)
    return send(res, 200, await runQuery(store, query, params, perspective))
  }
  if (endpoint === 'doc' && req.method === 'GET') {
    const ids = (rest ?? '').split(',').filter(Boolean)
    const documents = ids.map((id) => store.get(id)).filter((doc): doc is StoredDocument => doc !== undefined)
    const omitted = ids.filter((id) => !store.get(id)).map((id) => ({ id, reason: 'existence' }))
    return send(res, 200, { documents, omitted })
  }
  if (endpoint === 'mutate' && req.method === 'POST') {
    const body = (await readJson(req)) as { mutations?: unknown; transactionId?: unknown }
    if (!Array.isArray(body.mutations)) throw badRequest('The request body needs a mutations array')
    try {
      const { transactionId, results } = store.transact(body.mutations as MutationInput[], typeof body.transactionId === 'string' ? body.transactionId : undefined)
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
      return send(res, 200, {
        transactionId,
        results: results.map(({ id, operation, document }) => (returnDocuments ? { id, operation, document } : { id, operation })),
      })
    } catch (error) {
      if (error instanceof MutationError) throw new HttpError(409, { error: { description: error.message, type: 'mutationError' } })
      throw error
    }
  }
  throw notFound(`No local-lake route for ${req.method} ${url.pathname}`)
}

async function runQuery(store: DocumentStore, query: string, params: Record<string, unknown>, perspective: Perspective) {
  const started = performance.now()
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    const position = typeof (error as { position?: unknown }).position === 'number' ? (error as { position: number }).position : 0
    // Sanity's own shape for a query that does not parse; @sanity/client prints a code frame from it.
    throw new HttpError(400, {
      error: { type: 'queryParseError', description: (error as Error).message, query, start: position, end: position + 1 },
    })
  }
  try {
    const value = await evaluate(tree, { dataset: applyPerspective(store.all(), perspective), params })
    return { ms: Math.round(performance.now() - started), query, result: await value.get() }
  } catch (error) {
    throw new HttpError(400, { error: { type: 'queryExecutionError', description: (error as Error).message, query } })
  }
}

function queryFromUrl(url: URL) {
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

async function queryFromBody(req: IncomingMessage) {
  const body = (await readJson(req)) as { query?: unknown; params?: unknown }
  if (typeof body.query !== 'string') throw badRequest('The request body needs a query string')
  const params = typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, unknown>) : {}
  return { query: body.query, params }
}

function perspectiveFrom(url: URL, apiVersion: string): Perspective {
  const requested = url.searchParams.get('perspective')
  if (requested === null) return defaultPerspective(apiVersion)
  if (!(PERSPECTIVES as readonly string[]).includes(requested)) throw badRequest(`Unknown perspective "${requested}"`)
  return requested as Perspective
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
  } catch {
    throw badRequest('The request body is not JSON')
  }
}

/** CORS is open: the lake only listens on loopback, and browsers on any local port read from it. */
function send(res: ServerResponse, status: number, body: unknown, requestedHeaders?: string) {
  res.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': requestedHeaders ?? 'authorization, content-type',
    'access-control-max-age': '600',
    'content-type': 'application/json; charset=utf-8',
  })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}
