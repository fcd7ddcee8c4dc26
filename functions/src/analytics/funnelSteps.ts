/**
 * What the content says about a funnel's experiments, for the report: the step list each
 * variant's visitors walk (the processed page list, as the app builds it), and the tests whose
 * variants change nothing a visitor sees or gets. Pure: the content comes in as documents.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { EmailDelivery } from '../../../schemas/funnel/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import type { Variants } from '../../../web/src/funnel/answers'
import { processPages } from '../../../web/src/funnel/processPages'

export interface FunnelDesign {
  pages: readonly PageDocument[]
  abTests: readonly AbTestDocument[]
  /** The funnel's e-mail deliveries: one with an A/B condition makes its test decide an e-mail. */
  emailConfig?: readonly EmailDelivery[]
}

/** The keys of the pages a visitor with these variants walks, in order (answers not yet given). */
export function stepsFor(design: FunnelDesign, variants: Variants): string[] {
  return processPages(design.pages, variants, {}, design.abTests).map((page) => page.key)
}

const rulesNaming = (design: FunnelDesign, testKey: string) =>
  design.pages.flatMap((page) => (page.rules ?? []).filter((rule) => (rule.conditions ?? []).some((condition) => condition._type === 'variantCondition' && condition.test === testKey)))

/**
 * The other tests' assignments to try a test under: all at their defaults, then each other test
 * at each of its variants in turn (a page a test changes may be shown only in another test's
 * variant, like leadership's three-page flow).
 */
function contexts(design: FunnelDesign, testKey: string): Variants[] {
  const others = design.abTests.filter((test) => test.key !== testKey)
  return [{}, ...others.flatMap((other) => (other.variants ?? []).map((variant) => ({ [other.key]: variant.value })))]
}

/**
 * Whether a test's variants change nothing a visitor sees or gets: no e-mail delivery depends on
 * it, and in every context (see `contexts`) the pages processed for each of its variants are the
 * same. A rule that also depends on an answer counts as a change (which answers visitors give is
 * not known here), so a test is called inert only when that is certain.
 */
export function isInertTest(design: FunnelDesign, test: AbTestDocument): boolean {
  if ((design.emailConfig ?? []).some((delivery) => delivery.abCondition?.test === test.key)) return false
  const rules = rulesNaming(design, test.key)
  if (rules.some((rule) => (rule.conditions ?? []).some((condition) => condition._type === 'answerCondition'))) return false
  const variants = (test.variants ?? []).map((variant) => variant.value)
  return contexts(design, test.key).every((others) => {
    const walks = new Set(variants.map((value) => JSON.stringify(processPages(design.pages, { ...others, [test.key]: value }, {}, design.abTests))))
    return walks.size <= 1
  })
}
