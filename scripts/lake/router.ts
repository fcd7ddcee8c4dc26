import type { LakeContext, Route } from './context'
import { HttpError, notFound, preflightHeaders, sendJson, type Exchange, type LakeRequest, type LakeResponse } from './http'
import type { Handler } from './transport'
import { guardRequest } from './writeGuard'

const API_PREFIX = /^\/v(X|1|[0-9]{4}-[0-9]{2}-[0-9]{2})(\/.*)$/

/** Dispatches each request to the first route whose method and path match; errors become JSON answers. */
export function createRouter(context: LakeContext, routes: readonly Route[]): Handler {
  return (req, res, secure) => {
    dispatch(context, routes, req, res, secure).catch((error: unknown) => {
      const exchange = { req, res, method: req.method ?? 'GET', url: new URL('http://lake'), baseUrl: '' }
      if (res.headersSent) return void res.end()
      if (error instanceof HttpError) return sendJson(exchange, error.status, error.body)
      console.error(`[lake ${context.dataset}]`, error)
      sendJson(exchange, 500, { error: { description: 'Internal error in the local content lake', type: 'internalError' } })
    })
  }
}

async function dispatch(context: LakeContext, routes: readonly Route[], req: LakeRequest, res: LakeResponse, secure: boolean): Promise<void> {
  const method = req.method ?? 'GET'
  guardRequest(req, method, new URL(req.url ?? '/', 'http://lake').pathname, context.studioOrigins)
  if (method === 'OPTIONS') {
    res.writeHead(204, preflightHeaders(req))
    return void res.end()
  }
  const host = req.headers[':authority'] ?? req.headers.host ?? '127.0.0.1'
  const baseUrl = `${secure ? 'https' : 'http'}://${String(host)}`
  const url = new URL(req.url ?? '/', baseUrl)
  const exchange: Exchange = { req, res, method, url, baseUrl }
  const versioned = API_PREFIX.exec(url.pathname)
  const [apiVersion, path] = versioned ? [versioned[1] ?? '1', versioned[2] ?? '/'] : ['', url.pathname]
  for (const route of routes) {
    if (route.versioned !== Boolean(versioned) || !route.methods.includes(method)) continue
    const match = route.path.exec(path)
    if (match) return route.handle(exchange, match, apiVersion)
  }
  throw notFound(`No local-lake route for ${method} ${url.pathname}`)
}
