/** `data/mutate`: Sanity's mutations in one transaction, with delete and patch by GROQ query. */
import * as z from 'zod'
import { requireDataset, type LakeContext, type Route } from '../context'
import { evaluateGroq, parseGroq } from '../groq'
import { conflict, readJson, sendJson } from '../http'
import { MutationError, type MutationInput, type MutationResult } from '../store'
import type { StagedTransaction } from '../transaction'

const mutateBody = z.object({
  mutations: z.array(z.record(z.string(), z.record(z.string(), z.unknown()))),
  transactionId: z.string().optional(),
})
const byQuery = z.object({ query: z.string(), params: z.record(z.string(), z.unknown()).optional() })

export function mutateRoutes(context: LakeContext): Route[] {
  return [
    {
      methods: ['POST'],
      path: /^\/data\/mutate\/([^/]+)$/,
      versioned: true,
      async handle(exchange, [, dataset]) {
        requireDataset(context, dataset)
        const body = await readJson(exchange.req, mutateBody)
        const dryRun = exchange.url.searchParams.get('dryRun') === 'true'
        const applyInOrder = async (tx: StagedTransaction) => {
          const results: MutationResult[] = []
          for (const mutation of body.mutations) results.push(...(await expandQuery(tx, mutation)))
          return results
        }
        const { value: results, transaction } = await context.store.transact(applyInOrder, { transactionId: body.transactionId, dryRun }).catch(asConflict)
        const returnDocuments = exchange.url.searchParams.get('returnDocuments') === 'true'
        sendJson(exchange, 200, {
          transactionId: transaction.transactionId,
          results: results.map(({ id, operation, document }) => (returnDocuments ? { id, operation, document } : { id, operation })),
        })
      },
    },
  ]
}

/**
 * `{delete: {query}}` and `{patch: {query, ...}}` act on every document the query selects at this
 * point of the transaction (the Presentation tool deletes expired preview secrets this way).
 */
async function expandQuery(tx: StagedTransaction, mutation: MutationInput): Promise<MutationResult[]> {
  const [kind, body] = Object.entries(mutation)[0] ?? []
  const selection = byQuery.safeParse(body)
  if (!kind || !body || !('query' in body) || !selection.success) return [tx.mutate(mutation)]
  const { query, params = {} } = selection.data
  const selected = await evaluateGroq(parseGroq(query, params), query, tx.all(), params)
  const ids = (Array.isArray(selected) ? selected : [selected]).flatMap((doc: unknown) =>
    typeof doc === 'object' && doc !== null && '_id' in doc && typeof doc._id === 'string' ? [doc._id] : [],
  )
  const { query: _query, params: _params, ...rest } = body
  return ids.map((id) => tx.mutate({ [kind]: { ...rest, id } }))
}

/** A mutation the Content Lake would refuse is a 409 with its description. */
export function asConflict(error: unknown): never {
  if (error instanceof MutationError) throw conflict(error.message)
  throw error
}
