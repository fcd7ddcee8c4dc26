/**
 * `data/listen`: server-sent mutation events for the documents a GROQ query selects, in the shape
 * the Studio's document store and @sanity/client's `listen()` read.
 */
import { randomUUID } from 'node:crypto'
import type { ExprNode } from 'groq-js'
import { requireDataset, type LakeContext, type Route } from '../context'
import { parseGroq, selects } from '../groq'
import { mendozaEffects } from '../mendoza'
import { isDraftId } from '../perspective'
import type { CommittedTransaction, DocumentChange } from '../store'
import { queryFromUrl } from './data'
import { LOCAL_USER } from './studio'

interface ListenOptions {
  tree: ExprNode
  params: Record<string, unknown>
  /** From API version 2025-02-19 on, drafts are left out unless `includeAllVersions=true`. */
  includeDrafts: boolean
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  mendoza: boolean
}

export function listenRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['GET'],
      path: /^\/data\/listen\/([^/]+)$/,
      versioned: true,
      handle(exchange, [, dataset], apiVersion) {
        requireDataset(context, dataset)
        const { query, params } = queryFromUrl(exchange.url)
        const flag = (name: string, fallback: boolean) => (exchange.url.searchParams.get(name) ?? String(fallback)) === 'true'
        const options: ListenOptions = {
          tree: parseGroq(query, params),
          params,
          includeDrafts: flag('includeAllVersions', false) || apiVersion < '2025-02-19',
          includeResult: flag('includeResult', true),
          includePreviousRevision: flag('includePreviousRevision', false),
          includeMutations: flag('includeMutations', true),
          mendoza: exchange.url.searchParams.get('effectFormat') === 'mendoza',
        }
        const stream = context.streams.start(exchange)
        stream.send('welcome', { listenerName: `lake-${randomUUID()}` })
        // One transaction's events go out before the next one's, although matching awaits groq-js.
        let sending = Promise.resolve()
        const unsubscribe = context.store.onCommit((transaction) => {
          sending = sending
            .then(() => mutationEvents(transaction, options))
            .then((events) => events.forEach((event) => stream.send('mutation', event, event.eventId)))
            .catch((error: unknown) => console.error('[lake listen]', error))
        })
        stream.onClose(unsubscribe)
      },
    },
  ]
}

async function matches(doc: DocumentChange['before'], options: ListenOptions): Promise<boolean> {
  if (!doc || (!options.includeDrafts && isDraftId(doc._id))) return false
  return selects(options.tree, doc, options.params)
}

async function mutationEvents({ transactionId, timestamp, changes }: CommittedTransaction, options: ListenOptions) {
  const relevant: (DocumentChange & { transition: 'update' | 'appear' | 'disappear' })[] = []
  for (const change of changes) {
    const [was, is] = [await matches(change.before, options), await matches(change.after, options)]
    if (was || is) relevant.push({ ...change, transition: was && is ? 'update' : is ? 'appear' : 'disappear' })
  }
  return relevant.map(({ id, before, after, transition }, index) => ({
    eventId: `${transactionId}#${id}`,
    documentId: id,
    transactionId,
    transition,
    identity: LOCAL_USER.id,
    // The Studio replays `mutations` on its copy of the document, so they must rebuild exactly this state.
    ...(options.includeMutations ? { mutations: after ? [{ createOrReplace: after }] : [{ delete: { id } }] } : {}),
    // A created document has no previous revision: the field is left out, never null.
    ...(before ? { previousRev: before._rev } : {}),
    resultRev: transactionId,
    timestamp,
    visibility: 'query',
    transactionTotalEvents: relevant.length,
    transactionCurrentEvent: index,
    ...(options.mendoza ? { effects: mendozaEffects(before, after) } : {}),
    ...(options.includeResult && after ? { result: after } : {}),
    ...(options.includePreviousRevision ? { previous: before } : {}),
  }))
}
