import { Mutation } from '@sanity/mutator'
import type { StoredDocument } from './perspective'

/** One mutation as Sanity's mutate API takes it: `{create: {...}}`, `{patch: {id, set}}`, ... */
export type MutationInput = Record<string, Record<string, unknown>>
export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
  document?: StoredDocument
}

/** One document a transaction changed; `null` is "did not exist". */
export interface DocumentChange {
  id: string
  before: StoredDocument | null
  after: StoredDocument | null
}

/** Thrown for a mutation the Content Lake would refuse; the server answers it as a 409. */
export class MutationError extends Error {}

/**
 * A transaction in progress: mutations apply at once to a staged copy of the dataset, so a later
 * mutation (or action) in the same transaction sees what an earlier one did.
 */
export class StagedTransaction {
  readonly staged: Map<string, StoredDocument>
  private readonly touched = new Set<string>()

  constructor(
    private readonly original: ReadonlyMap<string, StoredDocument>,
    readonly transactionId: string,
    readonly timestamp: string,
  ) {
    this.staged = new Map(original)
  }

  get(id: string): StoredDocument | undefined {
    return this.staged.get(id)
  }

  all(): StoredDocument[] {
    return [...this.staged.values()]
  }

  /** Applies one mutation by document id (queries are expanded to ids by the caller). */
  mutate(mutation: MutationInput): MutationResult {
    const [kind, body] = Object.entries(mutation)[0] ?? []
    if (!kind || !body) throw new MutationError('Empty mutation')
    const id = targetId(kind, body)
    const before = this.staged.get(id) ?? null
    if (kind === 'create' && before) throw new MutationError(`Document by ID "${id}" already exists`)
    // @sanity/mutator would restamp the existing document; the Content Lake leaves it alone.
    if (kind === 'createIfNotExists' && before) return { id, operation: 'none' }
    if (kind === 'patch' && !before) throw new MutationError(`Document "${id}" not found`)
    if (typeof body.ifRevisionID === 'string' && before?._rev !== body.ifRevisionID) {
      throw new MutationError(`Document "${id}" has unexpected revision ID ("${String(before?._rev)}"), expected "${body.ifRevisionID}"`)
    }
    const after: StoredDocument | null = new Mutation({ mutations: [mutation], transactionId: this.transactionId, timestamp: this.timestamp }).apply(before)
    if (after === before) return { id, operation: 'none' }
    this.touched.add(id)
    if (!after) {
      this.staged.delete(id)
      return { id, operation: 'delete' }
    }
    const stamped = { ...after, _id: id, _createdAt: before?._createdAt ?? this.timestamp, _updatedAt: this.timestamp, _rev: this.transactionId }
    this.staged.set(id, stamped)
    return { id, operation: before ? 'update' : 'create', document: stamped }
  }

  /** Every document whose state differs from before the transaction. */
  changes(): DocumentChange[] {
    return [...this.touched]
      .map((id) => ({ id, before: this.original.get(id) ?? null, after: this.staged.get(id) ?? null }))
      .filter(({ before, after }) => before !== after)
  }
}

function targetId(kind: string, body: Record<string, unknown>): string {
  const id = kind === 'delete' || kind === 'patch' ? body.id : body._id
  if (typeof id !== 'string' || id === '') throw new MutationError(`The ${kind} mutation needs a document id`)
  return id
}
