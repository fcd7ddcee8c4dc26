/**
 * Who may change the lake: Sanity Studio (a page on one of `studioOrigins`) and the project's own
 * tools (the seed import, the snapshot, tests: Node clients, which send no `Origin`). A browser
 * sends `Origin` with every request that is not a GET or HEAD and a page cannot forge or drop it,
 * so any other web page (a site the developer visits, a DNS-rebinding host naming 127.0.0.1) is
 * refused before it writes anything.
 */
import { forbidden, markFromStudio, type LakeRequest } from './http'

/** Requests that read although they are not GET: a long GROQ query goes as POST. */
const READS = /^\/v(X|1|[0-9]{4}-[0-9]{2}-[0-9]{2})\/data\/query\//

const originOf = (req: LakeRequest) => {
  const origin = req.headers.origin
  return typeof origin === 'string' && origin !== '' ? origin : undefined
}

/**
 * Marks the Studio's requests (for CORS with credentials) and throws 403 for a write from any
 * other origin.
 */
export function guardRequest(req: LakeRequest, method: string, pathname: string, studioOrigins: ReadonlySet<string>): void {
  const origin = originOf(req)
  if (origin && studioOrigins.has(origin)) {
    markFromStudio(req)
    return
  }
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(method) && !READS.test(pathname)
  if (writes && origin) throw forbidden(`The local content lake takes changes only from Sanity Studio (${[...studioOrigins].join(', ')}) and the project's own tools, not from ${origin}`)
}
