/**
 * Live content from Sanity (or the local lake, which speaks the same API) through the real
 * @sanity/client. The client is imported on first use, so it never weighs on the first paint.
 */
import type { SanityClient } from '@sanity/client'
import { FUNNEL_CONTENT_QUERY } from '../../../schemas/funnel/queries'
import { browserConfig } from './config/browserConfig'
import { nextTask } from './boot/nextTask'
import { whenFirstPagePainted } from './boot/platformBoot'

const { projectId, dataset, apiVersion, useCdn, apiHost, live } = browserConfig().sanity
const LIVE_TIMEOUT_MS = 5000

/** False when VITE_SANITY_API_HOST is empty: the snapshot alone serves. */
export const liveContentEnabled = live

/**
 * Where uploaded images are served: Sanity's image CDN for a real project (no base URL), the
 * local lake's own host otherwise.
 */
export const sanityImageProject = { projectId, dataset, baseUrl: apiHost }

let client: Promise<SanityClient> | undefined

/**
 * The configured client, loaded on first use. The Studio preview derives its own from it
 * (stega on, never the CDN), so both read the same project and dataset.
 */
export function getClient(): Promise<SanityClient> {
  client ??= import('@sanity/client').then(({ createClient }) =>
    createClient({
      projectId,
      dataset,
      apiVersion,
      useCdn,
      perspective: 'published',
      timeout: LIVE_TIMEOUT_MS,
      maxRetries: 1,
      ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
    }),
  )
  return client
}

/**
 * The raw answer of the funnel content query: unvalidated, so callers must parse it. The client
 * loads once the first page is painted, so its 28 KB never delay the landing (the snapshot shows).
 */
export async function fetchFunnelContent(key: string): Promise<unknown> {
  await whenFirstPagePainted()
  const client = await getClient()
  // Loading the client is one task and sending the query another, so neither holds the page long.
  await nextTask()
  return client.fetch(FUNNEL_CONTENT_QUERY, { key })
}
