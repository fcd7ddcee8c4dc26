/**
 * Rule builders for the leadership processing (spec section 4), on top of seed/rules.ts. They
 * take the A/B test document, not a string, and refuse a variant the test does not have, so a
 * typo fails when the seed is built instead of silently never matching.
 */
import type { AbTestDocument } from '../../../schemas/abTest/schema'
import type { PageOverride, ProcessingRule } from '../../../schemas/rule/schema'
import { hideWhenVariant } from '../../rules'

function checked(test: AbTestDocument, values: string[]): string[] {
  for (const value of values) {
    if (!test.variants?.some((variant) => variant.value === value)) throw new Error(`A/B test ${test.name} has no variant "${value}"`)
  }
  return values
}

const condition = (test: AbTestDocument, operator: 'is' | 'isNot' | 'oneOf', values: string[]) => ({
  _type: 'variantCondition' as const,
  _key: 'c0',
  test: test.key,
  operator,
  values: checked(test, values),
})

/** Hide the page when the visitor has one of these variants. */
export const hideWhen = (test: AbTestDocument, ...values: string[]): ProcessingRule => hideWhenVariant(test.key, ...checked(test, values))

/** Hide the page unless the visitor has this variant (so an unassigned visitor does not see it). */
export const hideUnless = (test: AbTestDocument, value: string): ProcessingRule => ({
  _type: 'processingRule',
  _key: `hideUnless_${test.key}_${value}`,
  effect: 'hide',
  conditions: [condition(test, 'isNot', [value])],
})

/** Show a page that is hidden by default (`hidden: true`) when the visitor has this variant. */
export const showWhen = (test: AbTestDocument, value: string): ProcessingRule => ({
  _type: 'processingRule',
  _key: `show_${test.key}_${value}`,
  effect: 'show',
  conditions: [condition(test, 'is', [value])],
})

/** Override some page fields when the visitor has this variant. */
export const overrideWhen = (test: AbTestDocument, value: string, fields: Omit<PageOverride, '_type'>): ProcessingRule => ({
  _type: 'processingRule',
  _key: `override_${test.key}_${value}`,
  effect: 'override',
  conditions: [condition(test, 'is', [value])],
  override: { _type: 'pageOverride', ...fields },
})

/** One override per variant copying the variant's value into a page field (benefitsKey, bannerKey). */
export const fieldFromVariant = (test: AbTestDocument, field: 'benefitsKey' | 'bannerKey' | 'versionKey'): ProcessingRule[] =>
  (test.variants ?? []).map((variant) => overrideWhen(test, variant.value, { [field]: variant.value }))

/** Variant n (in the test's order) picks the page's title alternative n. */
export const titleAlternativeFromVariant = (test: AbTestDocument): ProcessingRule[] =>
  (test.variants ?? []).map((variant, index) => overrideWhen(test, variant.value, { titleAlternative: index + 1 }))

/** An override that always applies (a rule without conditions). */
export const alwaysOverride = (name: string, fields: Omit<PageOverride, '_type'>): ProcessingRule => ({
  _type: 'processingRule',
  _key: `always_${name}`,
  effect: 'override',
  override: { _type: 'pageOverride', ...fields },
})

/** Place the page just before the page keyed `beforeKey` (when both remain). */
export const moveBefore = (beforeKey: string): ProcessingRule => ({
  _type: 'processingRule',
  _key: `moveBefore_${beforeKey}`,
  effect: 'moveBefore',
  beforeKey,
})
