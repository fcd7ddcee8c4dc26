/**
 * Imports the seed into a Sanity dataset (a real project, or the local lake, which speaks the
 * same API) with the real @sanity/client: createOrReplace of each seed document by its fixed id,
 * in transactions of at most {@link MAX_DOCUMENTS} documents and {@link MAX_BYTES} bytes. Running
 * it again leaves the same documents (no duplicates: the ids are the seed's own). It writes only
 * the seed's ids: documents it does not own, editors' drafts (`drafts.<id>`) included, are never
 * touched, and a document the seed no longer has is left for an editor to delete. The seed has no
 * Sanity assets: its images are files under web/public, served with the app by Hosting.
 */
import type { SanityClient } from '@sanity/client'

export const MAX_DOCUMENTS = 100
/** Well below the Content Lake's request size limit, so one large page never fails a batch. */
export const MAX_BYTES = 512 * 1024

export interface SeedDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export interface ImportReport {
  documents: number
  transactions: string[]
}

/** The seed in batches that respect both limits, in the seed's order. */
export function batchesOf<T>(documents: readonly T[], maxDocuments = MAX_DOCUMENTS, maxBytes = MAX_BYTES): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const doc of documents) {
    const size = Buffer.byteLength(JSON.stringify(doc))
    if (current.length > 0 && (current.length >= maxDocuments || bytes + size > maxBytes)) {
      batches.push(current)
      current = []
      bytes = 0
    }
    current.push(doc)
    bytes += size
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/** Writes `documents` into the client's dataset; `log` hears one line per transaction. */
export async function importSeed(client: SanityClient, documents: readonly SeedDocument[], log: (line: string) => void = () => undefined): Promise<ImportReport> {
  const drafts = documents.filter((doc) => doc._id.startsWith('drafts.'))
  if (drafts.length > 0) throw new Error(`The seed must hold published documents only, not ${drafts.map((doc) => doc._id).join(', ')}`)
  const transactions: string[] = []
  const batches = batchesOf(documents)
  for (const [index, batch] of batches.entries()) {
    const transaction = client.transaction()
    for (const doc of batch) transaction.createOrReplace(doc)
    // Sync visibility: when the import reports done, a query (the snapshot's) sees every document.
    const result = await transaction.commit({ visibility: 'sync' })
    transactions.push(result.transactionId)
    log(`  transaction ${index + 1}/${batches.length}: ${batch.length} documents (${result.transactionId})`)
  }
  return { documents: documents.length, transactions }
}
