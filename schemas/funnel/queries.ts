import { defineQuery } from 'groq'

/**
 * Everything one funnel needs, as separate raw documents so each can be validated, and fall
 * back to its snapshot twin, on its own. Draft ids are left out by the perspective.
 * References are followed with -> (a lookup by id), not with nested `*[...]` filters, which
 * would scan the dataset once per document (the option sets were such a scan: 1.7 s per funnel
 * on the local lake; followed as references, under 0.1 s). Two pages sharing an option set give
 * it twice; the content merge keeps one per id.
 */
export const FUNNEL_CONTENT_QUERY = defineQuery(`*[_type == "funnel" && key == $key][0]{
  "funnel": @,
  "pages": pages[]->,
  "optionSets": (pages[]->optionSet->)[defined(_id)],
  "abTests": coalesce(abTests[]->, []),
  "emailTemplates": coalesce(emailTemplates[]->, []),
  "theme": theme->,
  "uiStrings": *[_type == "uiStrings"][0]
}`)

/** What the app needs before any funnel opens: the funnel list (content order) and site settings. */
export const SITE_QUERY = defineQuery(`{
  "funnels": *[_type == "funnel"] | order(order asc) { _id, _type, key, basePath, name, description, icon, order },
  "settings": *[_type == "siteSettings"][0]
}`)
