import * as z from 'zod/mini'
import { funnelContentSchema, type FunnelContent } from '../../../schemas/content/schema'
import { createStore } from '../platform/storage'

/**
 * The content version a session fixed (see contentVersion.ts). A visitor inside a funnel keeps
 * it across reloads; only a new session picks up newer content.
 */
const session = createStore('session', 'funnels-content')

export const readSessionContent = (key: string): FunnelContent | undefined => session.read(key, funnelContentSchema)
export const pinSessionContent = (key: string, content: FunnelContent): void => session.write(key, content)

/**
 * The newest live content this browser received, kept for the next session: a live answer
 * that arrives after the visitor answered is not shown, but the next session starts from it
 * instead of the snapshot. It is tied to the snapshot it was merged onto, so a new build (a
 * newer snapshot) drops it.
 */
const next = createStore('local', 'funnels-content-next')
const keptSchema = z.object({
  snapshot: z.string(),
  content: funnelContentSchema,
})

export function readKeptContent(key: string, snapshotId: string): FunnelContent | undefined {
  const kept = next.read(key, keptSchema)
  if (kept?.snapshot === snapshotId) return kept.content
  // Unreadable, invalid or made for another build: drop it.
  if (next.readRaw(key) !== undefined) next.remove(key)
  return undefined
}

export const keepContentForNextSession = (key: string, snapshotId: string, content: FunnelContent): void => next.write(key, { snapshot: snapshotId, content })

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
