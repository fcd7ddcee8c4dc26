import type { FunnelContent } from '../../../schemas/content/schema'
import type { Option } from '../../../schemas/optionSet/schema'
import type { PageDocument } from '../../../schemas/page/schema'

/** A page as templates receive it: its document with its option set's options resolved. */
export type RenderPage = PageDocument & { options: Option[] }

/** Pages in funnel order, each with the options of its option set (none if it has no set). */
export function renderPages(content: FunnelContent): RenderPage[] {
  const optionSets = new Map(content.optionSets.map((set) => [set._id, set.options]))
  return content.pages.map((page) => ({ ...page, options: page.optionSet ? (optionSets.get(page.optionSet._ref) ?? []) : [] }))
}
