import * as z from 'zod/mini'

const ids = z.nullish(z.array(z.nullable(z.string())))

/** The funnels in their content order, for the Funnels list. */
export const FUNNELS = {
  fetch: `*[_type == "funnel"] | order(order asc, name asc){ _id, name, key }`,
  listen: `*[_type == "funnel"]`,
}
export const funnelsSchema = z.array(z.object({ _id: z.string(), name: z.nullish(z.string()), key: z.nullish(z.string()) }))

/**
 * One funnel's outline: its page ids in the funnel's order, its A/B test ids, the option sets
 * its pages ask about, and its theme (a list of one, or none). Listens to the funnel and to pages (a page may change its option set).
 */
export const FUNNEL_OUTLINE = {
  fetch: `*[_id == $id][0]{
    "pages": pages[]._ref,
    "abTests": abTests[]._ref,
    "optionSets": pages[]->optionSet._ref,
    "theme": [theme._ref]
  }`,
  listen: `*[_id in [$id, $draftId] || _type == "page"]`,
}
export const funnelOutlineSchema = z.nullable(z.object({ pages: ids, abTests: ids, optionSets: ids, theme: z.optional(ids) }))
export type FunnelOutline = z.infer<typeof funnelOutlineSchema>

/** The distinct ids of a list, in first-seen order, without gaps (a reference not yet chosen). */
export const distinctIds = (list: readonly (string | null)[] | null | undefined): string[] => [...new Set((list ?? []).filter((id): id is string => typeof id === 'string' && id !== ''))]
