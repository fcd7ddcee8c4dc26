import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import useSWR from 'swr'
import type { FunnelContent } from '../../../schemas/content/schema'
import { reportError } from '../platform/errors'
import { fetchFunnelContent, liveContentEnabled } from '../platform/sanity'
import { createContentVersion, type ContentVersion, type FunnelContentState } from './contentVersion'
import { keepContentForNextSession, pinSessionContent, readKeptContent, readSessionContent, sessionContentPinnedHere, snapshotId } from './sessionContent'
import { loadSnapshot } from './snapshot'

export type { ContentSource, FunnelContentState } from './contentVersion'

export interface FunnelContentView extends FunnelContentState {
  /** The visitor answered: from now on this session's content version is fixed. */
  fixVersion: () => void
}

interface Base {
  state: FunnelContentState
  /** The fingerprint of the snapshot the start content rests on; absent for a session version. */
  snapshotId?: () => string
}

/**
 * Snapshot (or content kept from an earlier session) first, suspending only while it loads;
 * then one live fetch from Sanity in the background. The live answer replaces what is shown
 * only while the visitor is still on the page they entered on and has not answered; the first
 * answer (`fixVersion`) or navigation fixes the session's version, reloads included. A live
 * answer that arrives later is kept for the next session. See contentVersion.ts.
 */
export function useFunnelContent(key: string): FunnelContentView {
  const { data: base } = useSWR(['content-base', key], () => loadBase(key), {
    suspense: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  const [version] = useState(() => openVersion(key, base))
  const shown = useSyncExternalStore(version.subscribe, version.current)

  const wantsLive = liveContentEnabled && base.snapshotId !== undefined && !version.isFixed()
  const [liveKey] = useState(() => (wantsLive ? ['content-live', key] : null))
  const { data: live } = useSWR(liveKey, () => loadLive(key, base.state.content), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  })

  // Navigation fixes the version. A redirect (a replaced history entry) is not the visitor's
  // doing: the page it leads to counts as the entry page. This effect runs before the one
  // below, so a live answer that lands in the same commit as a navigation is not shown.
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const entryPath = useRef(pathname)
  useEffect(() => {
    if (pathname === entryPath.current) return
    if (navigationType === 'REPLACE' && !version.isFixed()) entryPath.current = pathname
    else version.fix()
  }, [version, pathname, navigationType])

  useEffect(() => {
    if (live) version.offerLive(live)
  }, [version, live])

  return { ...shown, fixVersion: version.fix }
}

/**
 * The version of this page view. A version the session already fixed wins over the cached
 * base (the funnel may be mounted again after the visitor moved on).
 */
function openVersion(key: string, base: Base): ContentVersion {
  const pinned = base.state.source === 'session' ? undefined : sessionContentPinnedHere(key)
  const start: FunnelContentState = pinned ? { content: pinned, source: 'session' } : base.state
  const id = base.snapshotId
  return createContentVersion(start, {
    pinToSession: (content) => pinSessionContent(key, content),
    keepForNextSession: (content) => {
      if (id) keepContentForNextSession(key, id(), content)
    },
  })
}

async function loadBase(key: string): Promise<Base> {
  const pinned = await readSessionContent(key)
  if (pinned) return { state: { content: pinned, source: 'session' } }
  const snapshot = await loadSnapshot(key)
  if (!snapshot) throw new Error(`No content for the funnel "${key}"`)
  // The fingerprint hashes the whole snapshot: computed only when a kept version is compared
  // or a live answer is kept, never before the landing renders.
  let fingerprint: string | undefined
  const id = () => (fingerprint ??= snapshotId(snapshot))
  const kept = await readKeptContent(key, id)
  return {
    state: kept ? { content: kept, source: 'kept' } : { content: snapshot, source: 'snapshot' },
    snapshotId: id,
  }
}

/** Never throws: when Sanity is down, slow or answers garbage, what is shown keeps serving. */
async function loadLive(key: string, base: FunnelContent): Promise<FunnelContent | undefined> {
  let fetched: unknown
  try {
    fetched = await fetchFunnelContent(key)
  } catch (error) {
    console.warn(`Live content for "${key}" unavailable, serving the snapshot:`, (error as Error).message)
    return undefined
  }
  // Validation code loads with the live answer, never on the landing route.
  const [{ mergeContent }, { formatIssue }] = await Promise.all([import('./mergeContent'), import('../../../schemas/content/validateDocument')])
  const { content, issues } = mergeContent(fetched, base)
  for (const issue of issues)
    reportError({
      source: 'content',
      message: `Invalid document kept its snapshot twin: ${formatIssue(issue)}`,
      details: { ...issue },
    })
  return content ?? undefined
}
