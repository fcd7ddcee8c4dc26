/**
 * Sanity's document actions (the Actions API the Studio edits and publishes through), expressed
 * as mutations on a staged transaction so a later action in the same request sees the earlier
 * ones. Releases (`sanity.action.document.version.*`, `sanity.action.release.*`) are not served.
 */
import * as z from 'zod'
import { publishedId as toPublishedId, type StoredDocument } from './perspective'
import { MutationError, type StagedTransaction } from './transaction'

const attributes = z.looseObject({ _id: z.string().optional(), _type: z.string() })

export const documentAction = z.discriminatedUnion('actionType', [
  z.object({ actionType: z.literal('sanity.action.document.create'), publishedId: z.string(), attributes, ifExists: z.enum(['fail', 'ignore']).default('fail') }),
  z.object({ actionType: z.literal('sanity.action.document.replaceDraft'), publishedId: z.string(), attributes }),
  z.object({ actionType: z.literal('sanity.action.document.edit'), draftId: z.string(), publishedId: z.string(), patch: z.record(z.string(), z.unknown()) }),
  z.object({ actionType: z.literal('sanity.action.document.delete'), publishedId: z.string(), includeDrafts: z.array(z.string()).default([]), purge: z.boolean().optional() }),
  z.object({ actionType: z.literal('sanity.action.document.discard'), draftId: z.string(), purge: z.boolean().optional() }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: z.string(),
    publishedId: z.string(),
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({ actionType: z.literal('sanity.action.document.unpublish'), draftId: z.string(), publishedId: z.string() }),
])
export type DocumentAction = z.infer<typeof documentAction>

/** A copy of `doc` under another id, without the system fields the transaction sets. */
function copyAs(doc: StoredDocument, id: string): StoredDocument {
  const { _rev: _dropRev, _updatedAt: _dropUpdated, _originalId: _dropOriginal, ...content } = doc
  return { ...content, _id: id }
}

export function applyAction(tx: StagedTransaction, action: DocumentAction): void {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes._id ?? `drafts.${action.publishedId}`
      if (tx.get(id)) {
        if (action.ifExists === 'ignore') return
        throw new MutationError(`Document "${id}" already exists`)
      }
      tx.mutate({ create: { ...action.attributes, _id: id } })
      return
    }
    case 'sanity.action.document.replaceDraft':
      tx.mutate({ createOrReplace: { ...action.attributes, _id: action.attributes._id ?? `drafts.${action.publishedId}` } })
      return
    case 'sanity.action.document.edit': {
      // Editing a published document starts its draft from the published content.
      if (!tx.get(action.draftId)) {
        const published = tx.get(action.publishedId)
        if (!published) throw new MutationError(`Cannot edit "${action.publishedId}": it has neither a draft nor a published version`)
        tx.mutate({ create: copyAs(published, action.draftId) })
      }
      tx.mutate({ patch: { ...action.patch, id: action.draftId } })
      return
    }
    case 'sanity.action.document.publish': {
      const draft = tx.get(action.draftId)
      if (!draft) throw new MutationError(`Cannot publish "${action.draftId}": the draft does not exist`)
      const published = tx.get(action.publishedId)
      if (action.ifDraftRevisionId !== undefined && draft._rev !== action.ifDraftRevisionId) {
        throw new MutationError(`Draft "${action.draftId}" has revision "${String(draft._rev)}", not the expected "${action.ifDraftRevisionId}"`)
      }
      if (action.ifPublishedRevisionId !== undefined && published?._rev !== action.ifPublishedRevisionId) {
        throw new MutationError(`Published document "${action.publishedId}" has revision "${String(published?._rev)}", not the expected "${action.ifPublishedRevisionId}"`)
      }
      tx.mutate({ createOrReplace: copyAs(draft, action.publishedId) })
      tx.mutate({ delete: { id: action.draftId } })
      return
    }
    case 'sanity.action.document.discard':
      if (!tx.get(action.draftId)) throw new MutationError(`Cannot discard "${action.draftId}": the draft does not exist`)
      tx.mutate({ delete: { id: action.draftId } })
      return
    case 'sanity.action.document.delete': {
      const draftId = `drafts.${toPublishedId(action.publishedId)}`
      if (tx.get(draftId) && !action.includeDrafts.includes(draftId)) {
        throw new MutationError(`Cannot delete "${action.publishedId}": its draft "${draftId}" exists and is not in includeDrafts`)
      }
      for (const id of [action.publishedId, ...action.includeDrafts]) if (tx.get(id)) tx.mutate({ delete: { id } })
      return
    }
    case 'sanity.action.document.unpublish': {
      const published = tx.get(action.publishedId)
      if (!published) throw new MutationError(`Cannot unpublish "${action.publishedId}": it is not published`)
      // The content stays as a draft, so nothing is lost.
      if (!tx.get(action.draftId)) tx.mutate({ create: copyAs(published, action.draftId) })
      tx.mutate({ delete: { id: action.publishedId } })
      return
    }
  }
}
