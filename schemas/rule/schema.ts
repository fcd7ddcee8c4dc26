import * as z from 'zod/mini'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { optionalShape } from '../page/contract'
import { templateFields } from '../page/templateFields'
import { nonEmptyString } from '../shared/schema'

export const VARIANT_OPERATORS = ['is', 'isNot', 'oneOf'] as const
/**
 * hide: drop the page; show: keep a page that is hidden by default (page.hidden);
 * override: merge the rule's partial page into the page; moveBefore: place the page just
 * before the page keyed `beforeKey` when both remain (e.g. the e-mail page before calculation).
 */
export const RULE_EFFECTS = ['hide', 'show', 'override', 'moveBefore'] as const

export const variantConditionSchema = z.object({
  _type: z.literal('variantCondition'),
  _key: z.string(),
  test: nonEmptyString(),
  operator: z.enum(VARIANT_OPERATORS),
  values: z.array(z.string()).check(z.minLength(1)),
})

/**
 * "Question <questionKey> was answered with option <optionKey>". By key, never by position, so
 * reordering an option set in Studio never changes which copy a rule picks.
 */
export const answerConditionSchema = z.object({
  _type: z.literal('answerCondition'),
  _key: z.string(),
  questionKey: nonEmptyString(),
  optionKey: nonEmptyString(),
})

/**
 * The fields a rule may replace: any template field (a partial page), a different template or
 * path or key, or a title or paragraph alternative by number (1-based).
 */
export const pageOverrideSchema = z.object({
  _type: z.literal('pageOverride'),
  key: z.optional(z.string()),
  path: z.optional(z.string()),
  componentType: z.optional(z.enum(COMPONENT_TYPES)),
  titleAlternative: z.optional(z.int().check(z.minimum(1))),
  paragraphAlternative: z.optional(z.int().check(z.minimum(1))),
  ...optionalShape(templateFields),
})

export const processingRuleSchema = z
  .object({
    _type: z.literal('processingRule'),
    _key: z.string(),
    match: z.optional(z.enum(['all', 'any'])),
    conditions: z.optional(z.array(z.discriminatedUnion('_type', [variantConditionSchema, answerConditionSchema]))),
    effect: z.enum(RULE_EFFECTS),
    override: z.optional(pageOverrideSchema),
    beforeKey: z.optional(z.string()),
  })
  .check(
    z.refine((r) => r.effect !== 'override' || r.override !== undefined, {
      message: 'An override rule needs the fields to override',
      path: ['override'],
    }),
    z.refine((r) => r.effect !== 'moveBefore' || Boolean(r.beforeKey), {
      message: 'A moveBefore rule needs the key of the page to move before',
      path: ['beforeKey'],
    }),
  )

export type VariantCondition = z.infer<typeof variantConditionSchema>
export type AnswerCondition = z.infer<typeof answerConditionSchema>
export type PageOverride = z.infer<typeof pageOverrideSchema>
export type ProcessingRule = z.infer<typeof processingRuleSchema>
