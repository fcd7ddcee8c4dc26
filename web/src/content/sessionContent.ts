import type { FunnelContent } from '../../../schemas/content/schema'
import { isRecord, isString } from '../platform/storage/guards'
import { createStore, type Validator } from '../platform/storage/storage'

/**
 * Stored content is outside data and is parsed with the content schemas, but those (one page
 * schema per template) load only when something is stored: a first visit never needs them.
 */
const contentSchemas = () => import('../../../schemas/content/schema')

/**
 * The content version a session fixed (see contentVersion.ts). A visitor inside a funnel keeps
 * it across reloads; only a new session picks up newer content.
 */
const session = createStore('session', 'funnels-content')

/**
 * What this tab pinned, parsed, next to the stored text it came from: a funnel mounted again
 * finds it without parsing storage again, and storage stays the truth (cleared storage, a new
 * session, means nothing is pinned).
 */
const pinnedHere = new Map<string, { raw: string; content: FunnelContent }>()

/** The version this tab pinned, while storage still holds it (synchronous: no parsing). */
export function sessionContentPinnedHere(key: string): FunnelContent | undefined {
  const cached = pinnedHere.get(key)
  return cached && cached.raw === session.readRaw(key) ? cached.content : undefined
}

export async function readSessionContent(key: string): Promise<FunnelContent | undefined> {
  const here = sessionContentPinnedHere(key)
  if (here) return here
  if (session.readRaw(key) === undefined) return undefined
  const { funnelContentSchema } = await contentSchemas()
  return session.read(key, funnelContentSchema)
}

export function pinSessionContent(key: string, content: FunnelContent): void {
  session.write(key, content)
  const raw = session.readRaw(key)
  if (raw !== undefined) pinnedHere.set(key, { raw, content })
}

/**
 * The newest live content this browser received, kept for the next session: a live answer
 * that arrives after the visitor answered is not shown, but the next session starts from it
 * instead of the snapshot. It is tied to the snapshot it was merged onto, so a new build (a
 * newer snapshot) drops it.
 */
const next = createStore('local', 'funnels-content-next')

interface KeptContent {
  snapshot: string
  content: FunnelContent
}

/**
 * The kept value's wrapper is checked by hand and only its content with the content schema
 * (loaded on demand): a static zod import here would put zod on the landing's path.
 */
const keptContentSchema = (contentSchema: Validator<FunnelContent>): Validator<KeptContent> => ({
  safeParse(value) {
    if (!isRecord(value) || !isString(value.snapshot)) return { success: false }
    const content = contentSchema.safeParse(value.content)
    return content.success ? { success: true, data: { snapshot: value.snapshot, content: content.data } } : { success: false }
  },
})

/**
 * Whether this visitor may start from content other than the snapshot (a version this session
 * pinned, or one kept from an earlier session). Such a visitor's landing is drawn by the app
 * rather than hydrated over the prerendered snapshot markup, whose attributes React would keep.
 * Synchronous and parse-free: it runs before the app starts.
 */
export const mayStartFromStoredContent = (key: string): boolean => session.readRaw(key) !== undefined || next.readRaw(key) !== undefined

/** `snapshotId` is asked for only when something is kept: fingerprinting a snapshot is not free. */
export async function readKeptContent(key: string, snapshotId: string | (() => string)): Promise<FunnelContent | undefined> {
  if (next.readRaw(key) === undefined) return undefined
  const { funnelContentSchema } = await contentSchemas()
  const kept = next.read(key, keptContentSchema(funnelContentSchema))
  if (kept && kept.snapshot === (typeof snapshotId === 'function' ? snapshotId() : snapshotId)) return kept.content
  // Unreadable, invalid or made for another build: drop it.
  if (next.readRaw(key) !== undefined) next.remove(key)
  return undefined
}

/**
 * Keeps live content for the next session, unless it is the snapshot itself (nothing was
 * published since the build): the next session starts from the snapshot anyway, and then its
 * prerendered landing is hydrated instead of drawn again.
 */
export function keepContentForNextSession(key: string, snapshotFingerprint: string, content: FunnelContent): void {
  if (snapshotId(content) === snapshotFingerprint) next.remove(key)
  else next.write(key, { snapshot: snapshotFingerprint, content })
}

/** A short fingerprint of a snapshot (FNV-1a over its JSON), to tell one build's snapshot from another's. */
export function snapshotId(snapshot: FunnelContent): string {
  const text = JSON.stringify(snapshot)
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(16)}-${text.length}`
}
