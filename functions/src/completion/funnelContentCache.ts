/**
 * One funnel's content from the lake, cached per funnel for a minute: a burst of calls costs one
 * query and an edit in the Studio is live a minute later. A failure is not remembered, so the
 * next call asks the lake again. The completion reader and the pricing reader differ only in
 * their query and how they parse its answer.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'

export const CONTENT_CACHE_MS = 60_000

export type FetchContent = (query: string, params: Record<string, unknown>) => Promise<unknown>

export interface FunnelContentSource<T> {
  query: string
  /** The answer for funnel `key`; throws an HttpsError ('failed-precondition') for invalid content. */
  parse(raw: unknown, key: string): T
  /** What the visitor is told while the lake cannot be read. */
  unavailable: string
}

export interface CacheOptions {
  ttlMs?: number
  now?: () => number
}

/** The cached read: 'unavailable' when the lake cannot be read, 'not-found' for an unknown funnel. */
export function cachedFunnelContent<T>(fetchContent: FetchContent, source: FunnelContentSource<T>, options: CacheOptions = {}): (key: string) => Promise<T> {
  const ttlMs = options.ttlMs ?? CONTENT_CACHE_MS
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; content: Promise<T> }>()

  async function read(key: string): Promise<T> {
    let raw: unknown
    try {
      raw = await fetchContent(source.query, { key })
    } catch (error) {
      logger.warn('content lake unreachable', { key, error: error instanceof Error ? error.message : String(error) })
      throw new HttpsError('unavailable', source.unavailable)
    }
    if (raw === null || raw === undefined) throw new HttpsError('not-found', `No funnel "${key}"`)
    return source.parse(raw, key)
  }

  return (key) => {
    const cached = cache.get(key)
    if (cached && now() - cached.at < ttlMs) return cached.content
    const content = read(key)
    cache.set(key, { at: now(), content })
    content.catch(() => {
      if (cache.get(key)?.content === content) cache.delete(key)
    })
    return content
  }
}
