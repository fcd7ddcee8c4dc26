import type { FunnelContent } from '../../../schemas/content/schema'
import type { Option } from '../../../schemas/optionSet/schema'
import type { ComponentType } from '../../../schemas/page/componentTypes'
import { optionSetOf } from '../../../schemas/page/optionSetOf'
import type { PageOf } from '../../../schemas/page/schema'

/**
 * A page as templates receive it: its document with its option set's options resolved (empty
 * for templates without a question). Without a type argument, the union of every template's page.
 */
export type RenderPage<T extends ComponentType = ComponentType> = T extends ComponentType ? PageOf<T> & { options: Option[] } : never

/** Pages in funnel order, each with the options of its option set (none if it has no set). */
export function renderPages(content: FunnelContent): RenderPage[] {
  const optionSets = new Map(content.optionSets.map((set) => [set._id, set.options]))
  return content.pages.map((page) => {
    const ref = optionSetOf(page)
    return { ...page, options: ref ? (optionSets.get(ref._ref) ?? []) : [] }
  })
}
