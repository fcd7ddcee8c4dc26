import { evaluate, parse, type Document } from 'groq-js'

type StoredDocument = Document & { _id: string }

/**
 * The Studio's client as the Studio checks use it, answering GROQ over a fixed set of documents
 * the way a lake in the raw perspective does (drafts and published side by side). Tests pass it
 * to Sanity's own `validateDocument`, so the queries run as written.
 */
export function groqTestClient(documents: readonly StoredDocument[]) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  const queries: string[] = []
  const client = {
    queries,
    async fetch(query: string, params: Record<string, unknown> = {}): Promise<unknown> {
      queries.push(query)
      const result = await evaluate(parse(query, { params }), { dataset: documents, params, dereference: ({ _ref }) => byId.get(_ref) ?? null })
      return result.get()
    },
    withConfig: () => client,
  }
  return client
}
