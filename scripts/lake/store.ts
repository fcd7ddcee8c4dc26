import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { StoredDocument } from './perspective'
import { StagedTransaction, type DocumentChange } from './transaction'

export { MutationError, type MutationInput, type MutationResult, type DocumentChange } from './transaction'

/** A transaction that landed: every document it changed, before and after. */
export interface CommittedTransaction {
  transactionId: string
  timestamp: string
  changes: DocumentChange[]
}

/** Reads an NDJSON dataset; a line that is not a document is an error naming its line number. */
export function parseNdjson(source: string, origin: string): StoredDocument[] {
  return source
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let doc: unknown
      try {
        doc = JSON.parse(line)
      } catch (error) {
        throw new Error(`${origin}:${number}: not JSON (${(error as Error).message})`, { cause: error })
      }
      if (!isDocument(doc)) throw new Error(`${origin}:${number}: a document needs a string _id and _type`)
      return doc
    })
}

function isDocument(value: unknown): value is StoredDocument {
  return typeof value === 'object' && value !== null && '_id' in value && typeof value._id === 'string' && '_type' in value && typeof value._type === 'string'
}

/**
 * The lake's documents in memory, written back to one NDJSON file after every transaction.
 * Transactions run one at a time (their work may await a GROQ evaluation), each on a staged copy
 * that lands whole or not at all.
 */
export class DocumentStore {
  private documents = new Map<string, StoredDocument>()
  private queue: Promise<unknown> = Promise.resolve()
  private readonly listeners = new Set<(transaction: CommittedTransaction) => void>()

  constructor(private readonly file: string) {}

  /** Loads the persisted dataset, or imports `initial` (the seed) when there is none yet. */
  load(initial: () => StoredDocument[]): void {
    const docs = existsSync(this.file) ? parseNdjson(readFileSync(this.file, 'utf8'), this.file) : initial()
    const now = new Date().toISOString()
    this.documents = new Map(docs.map((doc) => [doc._id, { _createdAt: now, _updatedAt: now, ...doc, _rev: typeof doc._rev === 'string' ? doc._rev : 'seed' }]))
    if (!existsSync(this.file)) this.persist()
  }

  all(): IterableIterator<StoredDocument> {
    return this.documents.values()
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id)
  }

  /** Calls `listener` after every transaction that landed; returns the unsubscribe. */
  onCommit(listener: (transaction: CommittedTransaction) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Runs `work` on a staged copy of the dataset and lands the result atomically (unless `dryRun`).
   * Every document the transaction touches gets the transaction id as its `_rev`.
   */
  transact<T>(work: (tx: StagedTransaction) => T | Promise<T>, options: { transactionId?: string; dryRun?: boolean } = {}): Promise<{ value: T; transaction: CommittedTransaction }> {
    const run = async () => {
      const tx = new StagedTransaction(this.documents, options.transactionId ?? randomUUID(), new Date().toISOString())
      const value = await work(tx)
      const transaction = { transactionId: tx.transactionId, timestamp: tx.timestamp, changes: tx.changes() }
      if (!options.dryRun && transaction.changes.length > 0) {
        this.documents = tx.staged
        this.persist()
        for (const listener of this.listeners) listener(transaction)
      }
      return { value, transaction }
    }
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => undefined)
    return result
  }

  private persist(): void {
    mkdirSync(dirname(this.file), { recursive: true })
    const temporary = `${this.file}.tmp`
    writeFileSync(temporary, [...this.documents.values()].map((doc) => JSON.stringify(doc)).join('\n') + '\n')
    renameSync(temporary, this.file) // a crash mid-write never leaves half a dataset
  }
}
