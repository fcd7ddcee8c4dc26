import { templateFields } from '../page/templateFields'

/**
 * The practical length of a page text at this path (titles, buttons: the field's `maxLength`),
 * for the character count under each language. A page field, or the same field in a rule's
 * override (`rules[].override.<field>`), which replaces it.
 */
export function practicalLimit(documentType: unknown, path: readonly unknown[]): number | undefined {
  if (documentType !== 'page') return undefined
  const isPageField = path.length === 1
  const isOverrideField = path.length === 4 && path[0] === 'rules' && path[2] === 'override'
  const name = path.at(-1)
  if (!(isPageField || isOverrideField) || typeof name !== 'string') return undefined
  return Object.entries(templateFields).find(([field]) => field === name)?.[1].sanity.maxLength
}
