import { defineQuery } from 'groq'

/**
 * Everything one funnel needs, as separate raw documents so each can be validated, and fall
 * back to its snapshot twin, on its own. Draft ids are left out by the perspective.
 */
export const FUNNEL_CONTENT_QUERY = defineQuery(`{
  "funnel": *[_type == "funnel" && key == $key][0],
  "pages": *[_type == "page" && _id in *[_type == "funnel" && key == $key][0].pages[]._ref],
  "optionSets": *[_type == "optionSet" && _id in *[_type == "page" && _id in *[_type == "funnel" && key == $key][0].pages[]._ref].optionSet._ref],
  "abTests": *[_type == "abTest" && _id in *[_type == "funnel" && key == $key][0].abTests[]._ref],
  "uiStrings": *[_type == "uiStrings"][0]
}`)

/** The list of funnels for the router and the onboarding selector. */
export const FUNNEL_INDEX_QUERY = defineQuery(`*[_type == "funnel"] | order(order asc) {
  _id, key, basePath, name, description, icon, order
}`)
