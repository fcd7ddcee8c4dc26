import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import type { StoredDocument } from './perspective'

export type MutationInput = Record<string, Record<string, unknown>>
export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  document?: StoredDocument
}

/** Thrown for a mutation the Content Lake would refuse; the server answers it as a 409 mutationError. */
export class MutationError extends Error {}

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
  return typeof value === 'object' && value !== null && typeof (value as StoredDocument)._id === 'string' && typeof (value as StoredDocument)._type === 'string'
}

/** The lake's documents in memory, written back to one NDJSON file after every transaction. */
export class DocumentStore {
  private documents = new Map<string, StoredDocument>()

  constructor(private readonly file: string) {}

  /** Loads the persisted dataset, or imports `initial` (the seed) when there is none yet. */
  load(initial: () => StoredDocument[]): void {
    const docs = existsSync(this.file) ? parseNdjson(readFileSync(this.file, 'utf8'), this.file) : initial()
    const now = new Date().toISOString()
    this.documents = new Map(docs.map((doc) => [doc._id, withSystemFields(doc, doc._rev as string | undefined ?? 'seed', now)]))
    if (!existsSync(this.file)) this.persist()
  }

  all(): IterableIterator<StoredDocument> {
    return this.documents.values()
  }

  get(id: string): StoredDocument | undefined {
    return this.documents.get(id)
  }

  /** Applies one transaction atomically: either every mutation lands or none does. */
  transact(mutations: MutationInput[], transactionId: string = randomUUID()): { transactionId: string; results: MutationResult[] } {
    const staged = new Map(this.documents)
    const timestamp = new Date()
    const results = mutations.map((mutation) => applyOne(staged, mutation, transactionId, timestamp))
    this.documents = staged
    this.persist()
    return { transactionId, results }
  }

  private persist(): void {
    mkdirSync(dirname(this.file), { recursive: true })
    const temporary = `${this.file}.tmp`
    writeFileSync(temporary, [...this.documents.values()].map((doc) => JSON.stringify(doc)).join('\n') + '\n')
    renameSync(temporary, this.file) // a crash mid-write never leaves half a dataset
  }
}

function withSystemFields(doc: StoredDocument, rev: string, now: string): StoredDocument {
  return { _createdAt: now, _updatedAt: now, ...doc, _rev: rev }
}

function targetId(kind: string, body: Record<string, unknown>): string {
  const id = kind === 'delete' || kind === 'patch' ? body.id : (body as { _id?: unknown })._id
  if (typeof id !== 'string' || id === '') throw new MutationError(`The ${kind} mutation needs a document id`)
  return id
}

function applyOne(docs: Map<string, StoredDocument>, mutation: MutationInput, transactionId: string, timestamp: Date): MutationResult {
  const [kind, body] = Object.entries(mutation)[0] ?? []
  if (!kind || !body) throw new MutationError('Empty mutation')
  const id = targetId(kind, body)
  const before = docs.get(id) ?? null
  if (kind === 'create' && before) throw new MutationError(`Document by ID "${id}" already exists`)
  if (kind === 'patch' && !before) throw new MutationError(`Document "${id}" not found`)
  const after = new Mutation({ mutations: [mutation], transactionId, timestamp: timestamp.toISOString() }).apply(before) as StoredDocument | null
  if (after === before) return { id, operation: 'none' }
  if (!after) {
    docs.delete(id)
    return { id, operation: 'delete' }
  }
  const stamped = withSystemFields(after, transactionId, timestamp.toISOString())
  stamped._createdAt = before?._createdAt ?? timestamp.toISOString()
  stamped._updatedAt = timestamp.toISOString()
  docs.set(id, stamped)
  return { id, operation: before ? 'update' : 'create', document: stamped }
}
