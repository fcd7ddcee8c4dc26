import type { PageDocument } from './schema'

/**
 * The option set a page asks about, when its template has one. Its own module, importing the
 * page type only, so the renderer can read it without loading the page schemas.
 */
export const optionSetOf = (page: PageDocument) => ('optionSet' in page ? page.optionSet : undefined)
