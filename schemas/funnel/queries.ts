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
  "emailTemplates": *[_type == "emailTemplate" && _id in *[_type == "funnel" && key == $key][0].emailTemplates[]._ref],
  "uiStrings": *[_type == "uiStrings"][0]
}`)

/** What the app needs before any funnel opens: the funnel list (content order) and site settings. */
export const SITE_QUERY = defineQuery(`{
  "funnels": *[_type == "funnel"] | order(order asc) { _id, _type, key, basePath, name, description, icon, order },
  "settings": *[_type == "siteSettings"][0]
}`)
