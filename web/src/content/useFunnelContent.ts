import { startTransition, use, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import useSWR, { useSWRConfig } from 'swr'
import type { FunnelContent } from '../../../schemas/content/schema'
import { reportError } from '../platform/events/errors'
import { nextTask } from '../platform/boot/nextTask'
import { fetchFunnelContent, liveContentEnabled } from '../platform/sanity'
import { mergeLive } from './mergeLive'
import { sameRevisions } from './sameRevisions'
import { createContentVersion, type ContentVersion, type FunnelContentState } from './contentVersion'
import { keepContentForNextSession, pinSessionContent, readKeptContent, readSessionContent, sessionContentPinnedHere, snapshotId } from './sessionContent'
import { loadSnapshot } from './snapshot'

export type { ContentSource, FunnelContentState } from './contentVersion'

export interface FunnelContentView extends FunnelContentState {
  /** The visitor answered: from now on this session's content version is fixed. */
  fixVersion: () => void
}

export interface Base {
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
  const { cache } = useSWRConfig()
  const base = use(startContent(cache, key))
  const [version] = useState(() => openVersion(key, base))
  // The same snapshot on the server (a landing rendered at build time) as in the browser. A live
  // answer is drawn as a transition: React renders the new copy in slices between the browser's
  // other work instead of one long task (a store read with useSyncExternalStore always renders
  // in one piece). The version itself changes at once, so an answer given before the new copy is
  // painted already belongs to the version it will see on the next page.
  const [shown, setShown] = useState(version.current)
  useEffect(() => {
    const update = () => startTransition(() => setShown(version.current()))
    const unsubscribe = version.subscribe(update)
    // A change between this render and the subscription.
    update()
    return unsubscribe
  }, [version])

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
    // For the next session, so in a task of its own: fingerprinting the snapshot and the answer and
    // writing it serialize the whole content three times, which is no part of drawing the new copy.
    keepForNextSession: (content) => {
      if (id) void nextTask().then(() => keepContentForNextSession(key, id(), content))
    },
  })
}

/**
 * One promise of start content per funnel and page view (the SWR cache stands for the page
 * view: a fresh cache is a reload). The same promise on every render is what lets React wait
 * for it while it hydrates a prerendered landing instead of drawing the landing again.
 */
const startPromises = new WeakMap<object, Map<string, Promise<Base>>>()

function startContent(cache: object, key: string): Promise<Base> {
  let promises = startPromises.get(cache)
  if (!promises) startPromises.set(cache, (promises = new Map()))
  let promise = promises.get(key)
  if (!promise) promises.set(key, (promise = loadBase(key)))
  return promise
}

/** The build's landing renderer: the page view starts from this content, already there (no suspending). */
export function seedStartContent(cache: object, key: string, base: Base): void {
  // A promise React's use() reads synchronously: it checks status and value before awaiting.
  const ready = Object.assign(Promise.resolve(base), { status: 'fulfilled', value: base })
  if (!startPromises.has(cache)) startPromises.set(cache, new Map())
  startPromises.get(cache)!.set(key, ready)
}

/** What a visitor without earlier content starts from: the snapshot (the build's landing HTML shows it). */
export function snapshotBase(snapshot: FunnelContent): Base {
  // The fingerprint hashes the whole snapshot: computed only when a kept version is compared
  // or a live answer is kept, never before the landing renders.
  let fingerprint: string | undefined
  return { state: { content: snapshot, source: 'snapshot' }, snapshotId: () => (fingerprint ??= snapshotId(snapshot)) }
}

async function loadBase(key: string): Promise<Base> {
  const pinned = await readSessionContent(key)
  if (pinned) return { state: { content: pinned, source: 'session' } }
  const snapshot = await loadSnapshot(key)
  if (!snapshot) throw new Error(`No content for the funnel "${key}"`)
  const base = snapshotBase(snapshot)
  const kept = await readKeptContent(key, base.snapshotId!)
  return kept ? { ...base, state: { content: kept, source: 'kept' } } : base
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
  // Reading the answer was one task; what it changes on the page is another.
  await nextTask()
  // The usual answer: the very documents already shown. It confirms them as this session's
  // version without loading the schemas, validating or building content anew.
  if (sameRevisions(fetched, base)) return base
  // Validation code loads with a changed live answer, never on the landing route, and runs in a worker.
  const { content, issues } = await mergeLive(fetched, base)
  for (const { issue, text } of issues)
    reportError({
      source: 'content',
      message: `Invalid document kept its snapshot twin: ${text}`,
      details: { ...issue },
    })
  return content ?? undefined
}
