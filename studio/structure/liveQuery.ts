import type { Observable } from 'rxjs'
import { map } from 'rxjs'
import type { DocumentStore } from 'sanity'
import * as z from 'zod/mini'

/**
 * A query's answer, again whenever a document the `listen` filter matches changes, seen as the
 * editor sees the Studio (drafts over published). Parsed, never cast: an answer of another shape
 * is treated as empty, so a list shows nothing rather than something wrong.
 */
export function liveQuery<S extends z.ZodMiniType>(
  documentStore: DocumentStore,
  query: { fetch: string; listen: string },
  params: Record<string, string>,
  schema: S,
  empty: z.infer<S>,
): Observable<z.infer<S>> {
  return documentStore.listenQuery(query, params, { perspective: 'drafts', tag: 'funnel-structure' }).pipe(
    map((answer: unknown) => {
      const parsed = z.safeParse(schema, answer)
      return parsed.success ? parsed.data : empty
    }),
  )
}

/** The published and draft ids of a document, for listen filters (a listener sees raw ids). */
export const idPair = (id: string) => ({ id, draftId: `drafts.${id}` })
