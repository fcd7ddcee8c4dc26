import { startTransition, use, useContext, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType } from '../platform/router/Router'
import type { FunnelContent } from '../../../schemas/content/schema'
import { reportError } from '../platform/events/errors'
import { nextTask } from '../platform/boot/nextTask'
import { retryingImport } from '../platform/boot/retryingImport'
import { fetchFunnelContent, liveContentEnabled } from '../platform/sanity'
import { sameRevisions } from './sameRevisions'
import { createContentVersion, type ContentVersion, type FunnelContentState } from './contentVersion'
import { keepContentForNextSession, pinSessionContent, readKeptContent, readSessionContent, sessionContentPinnedHere, snapshotId } from './sessionContent'
import { PageViewContext, type PageViewRequests } from './PageView'
import { loadSnapshot } from './snapshot'
import type { MergeAnswer } from './mergeLive'

export type { ContentSource, FunnelContentState } from './contentVersion'

/**
 * The merge of a changed live answer (its worker, its fallback): content changes far less often
 * than visitors come, so its code loads only for an answer that differs, never with the landing.
 */
const loadMergeLive = retryingImport(() => import('./mergeLive'))

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
  const pageView = useContext(PageViewContext)
  const base = use(startContent(pageView, key))
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
  // Asked once per page view; the answer comes through state, so it is offered in an effect
  // after the navigation effect below, as before.
  const [asksLive] = useState(wantsLive)
  const [live, setLive] = useState<FunnelContent | undefined>()
  useEffect(() => {
    if (!asksLive) return
    let mounted = true
    void liveContent(pageView, key, base.state.content).then((answer) => {
      if (mounted && answer) setLive(answer)
    })
    return () => void (mounted = false)
  }, [asksLive, pageView, key, base])

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
 * One promise of start content per funnel and page view (a new page view is a reload). The same
 * promise on every render is what lets React wait for it while it hydrates a prerendered landing
 * instead of drawing the landing again.
 */
function startContent(pageView: PageViewRequests, key: string): Promise<Base> {
  let promise = pageView.start.get(key) as Promise<Base> | undefined
  if (!promise) pageView.start.set(key, (promise = loadBase(key)))
  return promise
}

/**
 * One live request per funnel and page view, however often the funnel's area mounts. No answer
 * (Sanity down or garbage) is forgotten, so the next mount asks again.
 */
function liveContent(pageView: PageViewRequests, key: string, base: FunnelContent): Promise<FunnelContent | undefined> {
  let promise = pageView.live.get(key) as Promise<FunnelContent | undefined> | undefined
  if (!promise) {
    promise = loadLive(key, base)
    pageView.live.set(key, promise)
    void promise.then((answer) => {
      if (!answer && pageView.live.get(key) === promise) pageView.live.delete(key)
    })
  }
  return promise
}

/** The build's landing renderer: the page view starts from this content, already there (no suspending). */
export function seedStartContent(pageView: PageViewRequests, key: string, base: Base): void {
  // A promise React's use() reads synchronously: it checks status and value before awaiting.
  const ready = Object.assign(Promise.resolve(base), { status: 'fulfilled', value: base })
  pageView.start.set(key, ready)
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
  let merged: MergeAnswer
  try {
    merged = await (await loadMergeLive()).mergeLive(fetched, base)
  } catch (error) {
    console.warn(`Live content for "${key}" could not be merged, serving what is shown:`, (error as Error).message)
    return undefined
  }
  const { content, issues } = merged
  for (const { issue, text } of issues)
    reportError({
      source: 'content',
      message: `Invalid document kept its snapshot twin: ${text}`,
      details: { ...issue },
    })
  return content ?? undefined
}
