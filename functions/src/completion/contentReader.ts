/**
 * Reads a funnel's completion content from the content lake with @sanity/client, the same
 * settings as the scripts (scripts/settings.ts sanitySettings): SANITY_PROJECT_ID (absent: the
 * local lake), SANITY_DATASET (production), SANITY_API_HOST (the local lake's address, default
 * http://127.0.0.1:3900), SANITY_TOKEN. Answers are cached per funnel for a minute
 * (funnelContentCache.ts).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'
import { COMPLETION_QUERY, parseCompletionContent, type CompletionContent } from './completionContent'
import { cachedFunnelContent, type CacheOptions, type FetchContent } from './funnelContentCache'

export { CONTENT_CACHE_MS, type FetchContent } from './funnelContentCache'
export const CONTENT_API_VERSION = '2025-02-19'

export interface ContentReader {
  /** The funnel's completion content; 'not-found' for an unknown funnel, 'unavailable' when the lake cannot be read. */
  funnel(key: string): Promise<CompletionContent>
}

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

export function createContentReader(fetchContent: FetchContent, options: CacheOptions = {}): ContentReader {
  const funnel = cachedFunnelContent(
    fetchContent,
    {
      query: COMPLETION_QUERY,
      unavailable: 'The content of this funnel cannot be read right now; try again shortly',
      parse(raw, key) {
        const parsed = parseCompletionContent(raw)
        if ('problem' in parsed) throw new HttpsError('failed-precondition', `The content of funnel "${key}" is invalid: ${parsed.problem}`)
        for (const invalid of parsed.invalidTemplates) logger.warn('invalid e-mail template left out', { key, ...invalid })
        return parsed.content
      },
    },
    options,
  )
  return { funnel }
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
