import type { FunnelContent } from '../../../schemas/content/schema'
import type { DocumentIssue } from '../../../schemas/content/validateDocument'
import { abConfigProblems } from '../../../schemas/content/abConfigProblems'

export interface MergeRequest {
  fetched: unknown
  base: FunnelContent
}

/** mergeContent's result, each issue with its text (formatIssue) for the error report. */
export interface MergeAnswer {
  content: FunnelContent | null
  issues: { issue: DocumentIssue; text: string }[]
}

/**
 * Merges a live answer that differs from the content shown (see mergeContent, twins by
 * revision). The content schemas load and run in a worker (mergeWorker.ts): their module alone
 * takes a long task on a mid-range phone, and validation another, on the main thread of the
 * landing the visitor reads. Where a worker cannot start or fails, the merge runs here, as before.
 */
export async function mergeLive(fetched: unknown, base: FunnelContent, startWorker: () => Worker | undefined = startMergeWorker): Promise<MergeAnswer> {
  const answer = await inWorker({ fetched, base }, startWorker)
  const merged = answer ? { ...answer, content: answer.content && keepKnownDocuments(answer.content, base) } : await inThisThread(fetched, base)
  // The A/B configuration checks (spec 5: logged, never blocking) of content the build did not
  // check: the build logs the snapshot's, the Studio refuses to publish what fails them, and a
  // live answer that differs from what is shown comes through here. Content kept for a later
  // page view came through here when it arrived. So no landing carries the checks' code.
  if (merged.content) for (const problem of abConfigProblems(merged.content.abTests)) console.warn(problem)
  return merged
}

function startMergeWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined
  return new Worker(new URL('./mergeWorker.ts', import.meta.url), { type: 'module', name: 'content-merge' })
}

/** The worker's answer, or undefined when there is no worker or it failed (then nothing waits on it). */
function inWorker(request: MergeRequest, startWorker: () => Worker | undefined): Promise<MergeAnswer | undefined> {
  return new Promise((resolve) => {
    let worker: Worker | undefined
    const settle = (answer: MergeAnswer | undefined) => {
      worker?.terminate()
      resolve(answer)
    }
    try {
      worker = startWorker()
      if (!worker) return settle(undefined)
      worker.onmessage = (event: MessageEvent<MergeAnswer>) => settle(event.data)
      worker.onerror = (event) => {
        event.preventDefault()
        settle(undefined)
      }
      worker.onmessageerror = () => settle(undefined)
      worker.postMessage(request)
    } catch {
      settle(undefined)
    }
  })
}

async function inThisThread(fetched: unknown, base: FunnelContent): Promise<MergeAnswer> {
  const [{ mergeContent }, { formatIssue }] = await Promise.all([import('../../../schemas/content/mergeContent'), import('../../../schemas/content/validateDocument')])
  const { content, issues } = mergeContent(fetched, base, { twinsByRevision: true })
  return { content, issues: issues.map((issue) => ({ issue, text: formatIssue(issue) })) }
}

interface Document {
  _id: string
  _rev?: string
}

/**
 * The merged content with every document that is the shown one (same id and revision) replaced
 * by the shown object: a worker's answer is a copy, and the renderer keeps what did not change
 * by identity.
 */
export function keepKnownDocuments(merged: FunnelContent, base: FunnelContent): FunnelContent {
  const known = new Map<string, Document>()
  for (const document of [base.funnel, base.uiStrings, base.theme, ...base.pages, ...base.optionSets, ...base.abTests, ...base.emailTemplates]) if (document) known.set(document._id, document)
  const keep = <T extends Document>(document: T): T => {
    const shown = known.get(document._id)
    return shown && shown._rev !== undefined && shown._rev === document._rev ? (shown as T) : document
  }
  return {
    ...merged,
    funnel: keep(merged.funnel),
    uiStrings: keep(merged.uiStrings),
    ...(merged.theme ? { theme: keep(merged.theme) } : {}),
    pages: merged.pages.map(keep),
    optionSets: merged.optionSets.map(keep),
    abTests: merged.abTests.map(keep),
    emailTemplates: merged.emailTemplates.map(keep),
  }
}
