/**
 * The content schemas' worker: merges a changed live answer onto the content shown (mergeContent,
 * twins by revision) off the main thread, so loading zod and the page schemas and validating the
 * changed documents never block the landing a visitor is reading. One request, one answer.
 */
import { mergeContent } from '../../../schemas/content/mergeContent'
import { formatIssue } from '../../../schemas/content/validateDocument'
import type { MergeAnswer, MergeRequest } from './mergeLive'

/** The dedicated worker's scope, typed here: the project's DOM library types `self` as a window. */
const scope = self as unknown as { onmessage: ((event: MessageEvent<MergeRequest>) => void) | null; postMessage(answer: MergeAnswer): void }

scope.onmessage = ({ data: { fetched, base } }) => {
  const { content, issues } = mergeContent(fetched, base, { twinsByRevision: true })
  scope.postMessage({ content, issues: issues.map((issue) => ({ issue, text: formatIssue(issue) })) })
}
