/**
 * The local content lake: the parts of Sanity's HTTP API that the renderer, the snapshot, the seed
 * import and Sanity Studio (with the Presentation tool) use, answered from an NDJSON dataset with
 * groq-js. @sanity/client talks to it unchanged (`apiHost`, `useProjectHostname: false`).
 * One port speaks plain HTTP/1.1 (`url`) and HTTPS with HTTP/2 (`secureUrl`, for the Studio).
 */
import { join } from 'node:path'
import { AssetStore } from './assets'
import type { LakeContext } from './context'
import type { StoredDocument } from './perspective'
import { lakeSettings } from '../settings'
import { createRouter } from './router'
import { actionRoutes } from './routes/actions'
import { assetRoutes } from './routes/assets'
import { dataRoutes } from './routes/data'
import { homeRoute } from './routes/home'
import { listenRoutes } from './routes/listen'
import { liveRoutes } from './routes/live'
import { mutateRoutes } from './routes/mutate'
import { studioRoutes } from './routes/studio'
import { EventStreams } from './sse'
import { DocumentStore } from './store'
import { loadCertificate } from './tls'
import { listenOnOnePort } from './transport'

export interface LakeOptions {
  port: number
  host?: string
  /** Folder holding `<dataset>.ndjson`, `assets/` and `tls/`; created on first start. */
  dataDir: string
  dataset?: string
  /** The project id in asset paths; any project id in a request is served. */
  projectId?: string
  /** Where Sanity Studio runs: the only web pages that may write (default: lakeSettings()). */
  studioOrigins?: readonly string[]
  /** Documents for a dataset that does not exist yet (the seed). */
  initialDocuments: () => StoredDocument[]
}

export interface Lake {
  /** Plain HTTP/1.1: @sanity/client in Node, the seed, the snapshot, visitors' browsers. */
  url: string
  /** HTTPS with HTTP/2 on the same port: Sanity Studio. */
  secureUrl: string
  store: DocumentStore
  /** Ends every stream and connection, then stops listening. */
  close(): Promise<void>
}

export async function startLake(options: LakeOptions): Promise<Lake> {
  const host = options.host ?? '127.0.0.1'
  const dataset = options.dataset ?? 'production'
  const store = new DocumentStore(join(options.dataDir, `${dataset}.ndjson`))
  store.load(options.initialDocuments)
  const context: LakeContext = {
    dataset,
    projectId: options.projectId ?? 'local',
    store,
    assets: new AssetStore(join(options.dataDir, 'assets')),
    streams: new EventStreams(),
    keyValues: new Map(),
    studioOrigins: new Set(options.studioOrigins ?? lakeSettings().studioOrigins),
  }
  const routes = [
    ...dataRoutes(context),
    ...mutateRoutes(context),
    ...actionRoutes(context),
    ...listenRoutes(context),
    ...liveRoutes(context),
    ...assetRoutes(context),
    ...studioRoutes(context),
    homeRoute,
  ]
  const transport = await listenOnOnePort({ port: options.port, host, certificate: await loadCertificate(options.dataDir), handler: createRouter(context, routes) })
  return {
    url: `http://${host}:${transport.port}`,
    secureUrl: `https://${host}:${transport.port}`,
    store,
    close: async () => {
      context.streams.closeAll()
      await transport.close()
    },
  }
}
