import type { FunnelContent } from '../../../schemas/content/schema'

/**
 * Where the shown content came from; the debug panel and tests read it.
 * - snapshot: the build-time snapshot
 * - kept: live content an earlier session of this browser received, newer than the snapshot
 * - live: fetched from Sanity in this page view, while the visitor was still on the entry page
 * - session: the version this session fixed, read back after a reload
 */
export type ContentSource = 'snapshot' | 'kept' | 'live' | 'session'

export interface FunnelContentState {
  content: FunnelContent
  source: ContentSource
}

/** Where a version goes when it is fixed or received; storage lives behind this. */
export interface VersionStorage {
  /** Fixes the version of this session: later reloads show it. */
  pinToSession(content: FunnelContent): void
  /** Keeps a live answer for the next session (which starts from it instead of the snapshot). */
  keepForNextSession(content: FunnelContent): void
}

/**
 * The content version of one funnel in one page view. Live content may replace what is shown
 * only while the version is open: the visitor is still on the page they entered on and has
 * not answered. The first answer or navigation fixes the version (whatever is shown then is
 * pinned to the session, so reloads keep it); a live answer that arrives later is never shown
 * in this session and is kept for the next one.
 */
export interface ContentVersion {
  current(): FunnelContentState
  isFixed(): boolean
  /** The visitor answered or navigated. Idempotent. */
  fix(): void
  /** A validated live answer arrived. Offering the same answer twice does nothing. */
  offerLive(content: FunnelContent): void
  subscribe(listener: () => void): () => void
}

export function createContentVersion(start: FunnelContentState, storage: VersionStorage): ContentVersion {
  let shown = start
  // A version read back from the session was fixed by an earlier page view of this session.
  let fixed = start.source === 'session'
  let pinned = fixed
  let lastOffer: FunnelContent | undefined
  const listeners = new Set<() => void>()

  const pin = () => {
    if (pinned) return
    storage.pinToSession(shown.content)
    pinned = true
  }

  return {
    current: () => shown,
    isFixed: () => fixed,
    fix() {
      if (fixed) return
      fixed = true
      pin()
    },
    offerLive(content) {
      if (content === lastOffer) return
      lastOffer = content
      // The shown content confirmed unchanged is nothing newer for the next session to start from.
      if (content !== shown.content) storage.keepForNextSession(content)
      if (fixed) return
      shown = { content, source: 'live' }
      // Only one live answer comes per page view: once shown, it is this session's version.
      fixed = true
      pin()
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
