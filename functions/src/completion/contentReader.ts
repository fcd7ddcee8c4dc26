/**
 * Reads a funnel's completion content from the content lake with @sanity/client, the same
 * settings as the scripts (scripts/settings.ts sanitySettings): SANITY_PROJECT_ID (absent: the
 * local lake), SANITY_DATASET (production), SANITY_API_HOST (the local lake's address, default
 * http://127.0.0.1:3900), SANITY_TOKEN. Answers are cached per funnel for a minute, so a burst
 * of completion calls costs one query and an edit in the Studio is live a minute later.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'
import { COMPLETION_QUERY, parseCompletionContent, type CompletionContent } from './completionContent'

export const CONTENT_API_VERSION = '2025-02-19'
export const CONTENT_CACHE_MS = 60_000

export interface ContentReader {
  /** The funnel's completion content; 'not-found' for an unknown funnel, 'unavailable' when the lake cannot be read. */
  funnel(key: string): Promise<CompletionContent>
}

export type FetchContent = (query: string, params: Record<string, unknown>) => Promise<unknown>

export function contentSettings(env: NodeJS.ProcessEnv = process.env) {
  const projectId = env.SANITY_PROJECT_ID
  return {
    projectId: projectId ?? 'local',
    dataset: env.SANITY_DATASET ?? 'production',
    apiHost: projectId ? undefined : (env.SANITY_API_HOST ?? `http://127.0.0.1:${env.LAKE_PORT ?? 3900}`),
    token: env.SANITY_TOKEN,
  }
}

export function contentClient(env: NodeJS.ProcessEnv = process.env): SanityClient {
  const settings = contentSettings(env)
  return createClient({
    projectId: settings.projectId,
    dataset: settings.dataset,
    apiVersion: CONTENT_API_VERSION,
    useCdn: false,
    perspective: 'published',
    token: settings.token,
    // A call waits for the visitor; a lake that does not answer in 10 s is unavailable.
    timeout: 10_000,
    maxRetries: 1,
    ...(settings.apiHost ? { apiHost: settings.apiHost, useProjectHostname: false } : {}),
  })
}

interface CacheEntry {
  at: number
  content: Promise<CompletionContent>
}

export function createContentReader(fetchContent: FetchContent, options: { ttlMs?: number; now?: () => number } = {}): ContentReader {
  const ttlMs = options.ttlMs ?? CONTENT_CACHE_MS
  const now = options.now ?? Date.now
  const cache = new Map<string, CacheEntry>()

  async function read(key: string): Promise<CompletionContent> {
    let raw: unknown
    try {
      raw = await fetchContent(COMPLETION_QUERY, { key })
    } catch (error) {
      logger.warn('content lake unreachable', { key, error: error instanceof Error ? error.message : String(error) })
      throw new HttpsError('unavailable', 'The content of this funnel cannot be read right now; try again shortly')
    }
    if (raw === null || raw === undefined) throw new HttpsError('not-found', `No funnel "${key}"`)
    const parsed = parseCompletionContent(raw)
    if ('problem' in parsed) throw new HttpsError('failed-precondition', `The content of funnel "${key}" is invalid: ${parsed.problem}`)
    for (const invalid of parsed.invalidTemplates) logger.warn('invalid e-mail template left out', { key, ...invalid })
    return parsed.content
  }

  return {
    funnel(key) {
      const cached = cache.get(key)
      if (cached && now() - cached.at < ttlMs) return cached.content
      const content = read(key)
      cache.set(key, { at: now(), content })
      // A failure is not remembered: the next call asks the lake again.
      content.catch(() => {
        if (cache.get(key)?.content === content) cache.delete(key)
      })
      return content
    },
  }
}

let shared: ContentReader | undefined

/** The reader the deployed functions use (one client and one cache per instance). */
export function sharedContentReader(): ContentReader {
  if (!shared) {
    const client = contentClient()
    shared = createContentReader((query, params) => client.fetch(query, params))
  }
  return shared
}
