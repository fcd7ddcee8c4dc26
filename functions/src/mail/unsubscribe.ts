/**
 * The unsubscribe HTTP function. The link in every marketing e-mail (and its List-Unsubscribe
 * header) is this function's address with a signed token:
 * - POST (a mail client's RFC 8058 one-click request, body `List-Unsubscribe=One-Click`, or the
 *   page's button) records the suppression and cancels the address's pending marketing jobs;
 *   200. Idempotent: a second POST changes nothing and answers the same.
 * - GET only shows a page with a button that POSTs: mail scanners prefetch links, so a GET
 *   must never unsubscribe.
 * - A missing or forged token answers 400 and writes nothing.
 */
import { logger } from 'firebase-functions/logger'
import { database, type Db } from '../db/database'
import { suppressAddress } from './emailSuppressions'
import { addressOfToken, unsubscribeSecret } from './unsubscribeLink'
import { unsubscribePage } from './unsubscribePage'

/** The parts of Express's request and response the endpoint uses. */
export interface UnsubscribeRequest {
  method: string
  query: Record<string, unknown>
}
export interface UnsubscribeResponse {
  status(code: number): UnsubscribeResponse
  set(headers: Record<string, string>): UnsubscribeResponse
  send(body: string): unknown
}

export interface UnsubscribeOptions {
  db?: () => Db
  env?: NodeJS.ProcessEnv
  now?: () => Date
}

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value)

export function unsubscribeHandler(options: UnsubscribeOptions = {}) {
  const env = options.env ?? process.env
  const now = options.now ?? (() => new Date())
  const db = options.db ?? database
  return async (request: UnsubscribeRequest, response: UnsubscribeResponse): Promise<void> => {
    const method = request.method.toUpperCase()
    const language = first(request.query.lang) === 'pl' ? 'pl' : 'en'
    const reply = (status: number, state: Parameters<typeof unsubscribePage>[0]['state'], token = '') =>
      response.status(status).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).send(unsubscribePage({ state, language, token }))
    if (method !== 'GET' && method !== 'POST') {
      response.status(405).set({ allow: 'GET, POST' }).send('')
      return
    }
    const token = first(request.query.token)
    const address = addressOfToken(token, await unsubscribeSecret(env))
    if (address === null) {
      logger.warn('unsubscribe: bad or missing token', { method })
      reply(400, 'invalid')
      return
    }
    if (method === 'GET') {
      reply(200, 'confirm', token as string)
      return
    }
    const cancelled = await suppressAddress(db(), address, now())
    logger.info('unsubscribed', { cancelledJobs: cancelled })
    reply(200, 'done')
  }
}

/** The deployed handler (functions/src/index.ts). */
export const serveUnsubscribe = unsubscribeHandler()
