import type { AssetStore } from './assets'
import type { Exchange } from './http'
import { notFound } from './http'
import type { DocumentStore } from './store'
import type { EventStreams } from './sse'

/** What every route reads and writes: one dataset of one (local) project. */
export interface LakeContext {
  dataset: string
  projectId: string
  store: DocumentStore
  assets: AssetStore
  streams: EventStreams
  /** The Studio's per-user settings (`users/me/keyvalue`); kept in memory only. */
  keyValues: Map<string, unknown>
  /** The Studio's origins: the only pages that may write, and the only ones CORS gives credentials. */
  studioOrigins: ReadonlySet<string>
}

/** A request the lake answers: `path` matches the URL path after any `/v{apiVersion}` prefix. */
export interface Route {
  methods: readonly string[]
  path: RegExp
  /** Whether the path comes after `/v2025-02-19`, `/v1`, ... (the API) or stands alone (asset files). */
  versioned: boolean
  handle(exchange: Exchange, match: RegExpExecArray, apiVersion: string): Promise<void> | void
}

export function requireDataset(context: LakeContext, name: string | undefined): void {
  if (name !== context.dataset) throw notFound(`Dataset "${name ?? ''}" not found`)
}
