/**
 * Builders for processing rules, so content states a rule in one line. Variant conditions take
 * the A/B test document and refuse a variant it does not have; answer conditions take the
 * option set and refuse an option key it does not have, so a typo fails when the seed is built
 * instead of silently never matching. Answers match by option key, never by position, so
 * reordering options in Studio never changes which copy shows. An unassigned test counts as
 * its default variant, so rules name variants plainly (`is`, `oneOf`).
 */
import type { AbTestDocument } from '../../schemas/abTest/schema'
import type { OptionSetDocument } from '../../schemas/optionSet/schema'
import type { AnswerCondition, PageOverride, ProcessingRule, VariantCondition } from '../../schemas/rule/schema'
import { variantValues } from './abTest'
import { optionKeys } from './optionSet'

type Condition = VariantCondition | AnswerCondition
export type OverrideFields = Omit<PageOverride, '_type'>

function checkedVariants(test: AbTestDocument, values: string[]): string[] {
  const known = variantValues(test)
  for (const value of values) if (!known.includes(value)) throw new Error(`A/B test ${test.name} has no variant "${value}"`)
  if (values.length === 0) throw new Error(`A rule on ${test.name} names no variant`)
  return values
}

/** The visitor's variant of `test` is `value` (or one of `values`). */
export function variantIs(test: AbTestDocument, ...values: string[]): VariantCondition {
  return {
    _type: 'variantCondition',
    _key: `${test.name}_${values.join('_')}`,
    test: test.key,
    operator: values.length > 1 ? 'oneOf' : 'is',
    values: checkedVariants(test, values),
  }
}

/** The question `questionKey` (answered from `set`) was answered with `optionKey`. */
export function answerIs(questionKey: string, set: OptionSetDocument, optionKey: string): AnswerCondition {
  if (!optionKeys(set).includes(optionKey)) throw new Error(`Option set ${set.name} has no option "${optionKey}"`)
  return { _type: 'answerCondition', _key: `${questionKey}_${optionKey}`, questionKey, optionKey }
}

/** A rule whose conditions must all hold (none: it always applies). */
export function rule(key: string, effect: ProcessingRule['effect'], conditions: Condition[], extra: Partial<ProcessingRule> = {}): ProcessingRule {
  return { _type: 'processingRule', _key: key, ...(conditions.length > 0 ? { match: 'all' as const, conditions } : {}), effect, ...extra }
}

const override = (fields: OverrideFields) => ({ override: { _type: 'pageOverride' as const, ...fields } })

/** Hide the page when the visitor has one of these variants. */
export const hideWhen = (test: AbTestDocument, ...values: string[]): ProcessingRule => rule(`hide_${test.name}_${values.join('_')}`, 'hide', [variantIs(test, ...values)])

/** Show a page that is hidden by default (`hidden: true`) when the visitor has one of these variants. */
export const showWhen = (test: AbTestDocument, ...values: string[]): ProcessingRule => rule(`show_${test.name}_${values.join('_')}`, 'show', [variantIs(test, ...values)])

/** Override some page fields when the visitor has this variant. */
export const overrideWhen = (test: AbTestDocument, value: string, fields: OverrideFields): ProcessingRule =>
  rule(`override_${test.name}_${value}`, 'override', [variantIs(test, value)], override(fields))

/** One override per variant: `fields(value, index)` gives what that variant changes. */
export const overridePerVariant = (test: AbTestDocument, fields: (value: string, index: number) => OverrideFields): ProcessingRule[] =>
  variantValues(test).map((value, index) => overrideWhen(test, value, fields(value, index)))

/** Each variant's value copied into a page field that the template reads (bannerKey, sectionOrder...). */
export const fieldFromVariant = (test: AbTestDocument, field: keyof OverrideFields & string): ProcessingRule[] =>
  overridePerVariant(test, (value) => ({ [field]: value }) as OverrideFields)

/** Variant n (in the test's order) picks the page's title alternative n. */
export const titleAlternativeFromVariant = (test: AbTestDocument): ProcessingRule[] => overridePerVariant(test, (_value, index) => ({ titleAlternative: index + 1 }))

/** Place the page just before the page keyed `beforeKey` (when both remain). */
export const moveBefore = (beforeKey: string): ProcessingRule => rule(`moveBefore_${beforeKey}`, 'moveBefore', [], { beforeKey })

/** Override some page fields when `questionKey` was answered with `optionKey`. */
export const overrideWhenAnswered = (questionKey: string, set: OptionSetDocument, optionKey: string, fields: OverrideFields): ProcessingRule =>
  rule(`answer_${questionKey}_${optionKey}`, 'override', [answerIs(questionKey, set, optionKey)], override(fields))

/**
 * One override per option of an earlier question, by option key: the option picks the page's
 * title alternative n (1-based) and, when asked, its paragraph alternative n.
 */
export const alternativesByAnswer = (questionKey: string, set: OptionSetDocument, alternativeOf: Record<string, number>, fields: { paragraph?: boolean } = {}): ProcessingRule[] =>
  Object.entries(alternativeOf).map(([optionKey, n]) =>
    overrideWhenAnswered(questionKey, set, optionKey, { titleAlternative: n, ...(fields.paragraph ? { paragraphAlternative: n } : {}) }),
  )

/** Copy per option of an earlier question: each option's rule replaces the title, paragraphs and/or images. */
export const copyByAnswer = (questionKey: string, set: OptionSetDocument, copyOf: Record<string, OverrideFields>): ProcessingRule[] =>
  Object.entries(copyOf).map(([optionKey, fields]) => overrideWhenAnswered(questionKey, set, optionKey, fields))
