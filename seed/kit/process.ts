/**
 * Processes a funnel's seed pages as the app does, for the seed's unit tests: a test without an
 * assignment counts as its default variant.
 */
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { PageDocument } from '../../schemas/page/schema'
import type { Answers, Variants } from '../../web/src/funnel/answers'
import { processPages } from '../../web/src/funnel/processPages'
import { defaultVariants } from './abTest'

export function processFunnel(pages: readonly PageDocument[], tests: readonly AbTestDocument[], variants: Variants = {}, answers: Answers = {}): PageDocument[] {
  return processPages(pages, { ...defaultVariants(tests), ...variants }, answers)
}
