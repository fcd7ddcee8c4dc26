import type { SanityClient, StegaConfig } from '@sanity/client'
import { createQueryStore, type QueryStore } from '@sanity/react-loader'
import { browserConfig } from '../../platform/config/browserConfig'
import { getClient } from '../../platform/sanity'
import { encodesCopy } from './stegaFilter'

/** The Studio that edit markers lead to (clicking an overlay outside the Presentation tool opens it). */
export const studioUrl = (): string => browserConfig().sanity.studioUrl

/** Edit markers on copy only: zod, routing and the templates read everything else as stored. */
export const previewStega = (): StegaConfig => ({
  enabled: true,
  studioUrl: studioUrl(),
  filter: (props) => encodesCopy(props.sourcePath) && props.filterDefault(props),
})

/** The preview's client and the loader store whose queries the Studio answers with drafts. */
export interface PreviewConnection {
  client: SanityClient
  store: QueryStore
}

let connection: Promise<PreviewConnection> | undefined

/**
 * One client and one query store per tab, created when preview mode first renders.
 *
 * The renderer never fetches drafts itself: this client reads the published perspective, and
 * drafts only arrive from the Studio through the Presentation tool's channel (the loader's live
 * mode). Outside the Studio, preview mode shows published content with edit markers. So the
 * preview secret in the `/preview` URL needs no check on a server: it unlocks nothing here.
 */
export function connectPreview(): Promise<PreviewConnection> {
  connection ??= getClient().then((visitorClient) => {
    const client = visitorClient.withConfig({ useCdn: false, perspective: 'published', stega: previewStega() })
    return { client, store: createQueryStore({ client, ssr: false }) }
  })
  return connection
}
