/**
 * `data/live/events`: the Live Content API's stream. Every query answer carries one sync tag for
 * the whole dataset, and every transaction sends a `message` with that tag, so a client refetches
 * whatever it shows after any change: coarse, and always right for a stand-in.
 */
import { createHash } from 'node:crypto'
import type { SyncTag } from '@sanity/client'
import { requireDataset, type LakeContext, type Route } from '../context'
import { isDraftId } from '../perspective'

export function syncTagOf(dataset: string): SyncTag {
  return `s1:${createHash('sha1').update(dataset).digest('base64url').slice(0, 8)}`
}

export function liveRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['GET'],
      path: /^\/data\/live\/events\/([^/]+)$/,
      versioned: true,
      handle(exchange, [, dataset]) {
        requireDataset(context, dataset)
        const includeDrafts = exchange.url.searchParams.get('includeDrafts') === 'true'
        const stream = context.streams.start(exchange)
        stream.send('welcome', {})
        const tags = [syncTagOf(context.dataset)]
        const unsubscribe = context.store.onCommit(({ transactionId, changes }) => {
          // Without includeDrafts a visitor's page cares about published documents only.
          if (includeDrafts || changes.some(({ id }) => !isDraftId(id))) stream.send('message', { tags }, transactionId)
        })
        stream.onClose(unsubscribe)
      },
    },
  ]
}
