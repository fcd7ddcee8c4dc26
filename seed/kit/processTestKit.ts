/**
 * Processes a funnel's seed pages as the app does, for the seed's unit tests. The engine counts
 * a test without an assignment as its default variant. Results are `FlatPage`s so a table test
 * can read any template's field without narrowing each page first.
 */
import type * as z from 'zod/mini'
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { PageDocument } from '../../schemas/page/schema'
import type { TemplateFieldName, TemplateFields } from '../../schemas/page/templateFields'
import type { Answers, Variants } from '../../web/src/funnel/answers'
import { processPages } from '../../web/src/funnel/processPages'

/** A page with every template's fields optional: what a test reads, whatever the template. */
export type FlatPage = PageDocument & { [K in TemplateFieldName]?: z.infer<TemplateFields[K]['schema']> }

/** The seed's pages as `FlatPage`s (no cast: every page is one). */
export const flat = (pages: readonly PageDocument[]): FlatPage[] => [...pages]

export function processFunnel(pages: readonly PageDocument[], tests: readonly AbTestDocument[], variants: Variants = {}, answers: Answers = {}): FlatPage[] {
  return processPages(pages, variants, answers, tests)
}
