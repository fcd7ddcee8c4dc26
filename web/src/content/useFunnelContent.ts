import useSWR from 'swr'
import type { FunnelContent } from '../../../schemas/content/schema'
import { formatIssue } from '../../../schemas/content/validateDocument'
import { reportError } from '../platform/errors'
import { fetchFunnelContent, liveContentEnabled } from '../platform/sanity'
import { mergeContent } from './mergeContent'
import { pinSessionContent, readSessionContent } from './sessionContent'
import { loadSnapshot } from './snapshot'

export interface FunnelContentState {
  content: FunnelContent
  /** Where the shown content came from; the debug panel and tests read it. */
  source: 'snapshot' | 'live' | 'session'
}

/**
 * Snapshot first (suspends only while its chunk loads), then revalidates once from Sanity in
 * the background. Fetched documents that pass zod replace their snapshot twins; the result is
 * pinned to the session, so a later reload does not change content under the visitor.
 */
export function useFunnelContent(key: string): FunnelContentState {
  const { data: base } = useSWR(['content-base', key], () => loadBase(key), { suspense: true, revalidateOnFocus: false, revalidateOnReconnect: false })
  const { data: live } = useSWR(base.source === 'snapshot' && liveContentEnabled ? ['content-live', key] : null, () => loadLive(key, base.content), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  })
  return live ? { content: live, source: 'live' } : base
}

async function loadBase(key: string): Promise<FunnelContentState> {
  const pinned = readSessionContent(key)
  if (pinned) return { content: pinned, source: 'session' }
  const snapshot = await loadSnapshot(key)
  if (!snapshot) throw new Error(`No content for the funnel "${key}"`)
  return { content: snapshot, source: 'snapshot' }
}

/** Never throws: when Sanity is down, slow or answers garbage, the snapshot keeps serving. */
async function loadLive(key: string, snapshot: FunnelContent): Promise<FunnelContent | undefined> {
  let fetched: unknown
  try {
    fetched = await fetchFunnelContent(key)
  } catch (error) {
    console.warn(`Live content for "${key}" unavailable, serving the snapshot:`, (error as Error).message)
    return undefined
  }
  const { content, issues } = mergeContent(fetched, snapshot)
  for (const issue of issues) reportError({ source: 'content', message: `Invalid document kept its snapshot twin: ${formatIssue(issue)}`, details: { ...issue } })
  if (!content) return undefined
  pinSessionContent(key, content)
  return content
}
