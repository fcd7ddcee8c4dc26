import * as z from 'zod/mini'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { localeStringSchema } from '../localized/schema'
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

export const answerConditionSchema = z
  .object({
    _type: z.literal('answerCondition'),
    _key: z.string(),
    questionKey: nonEmptyString(),
    optionIndex: z.optional(z.int().check(z.minimum(0))),
    optionKey: z.optional(z.string()),
  })
  .check(
    z.refine((c) => c.optionIndex !== undefined || c.optionKey !== undefined, {
      message: 'An answer condition needs an optionIndex or an optionKey',
    }),
  )

export const pageOverrideSchema = z.object({
  _type: z.literal('pageOverride'),
  key: z.optional(z.string()),
  path: z.optional(z.string()),
  componentType: z.optional(z.enum(COMPONENT_TYPES)),
  title: z.optional(localeStringSchema),
  titleAlternative: z.optional(z.int().check(z.minimum(1))),
  paragraphAlternative: z.optional(z.int().check(z.minimum(1))),
  paywallType: z.optional(z.string()),
  discountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  benefitsKey: z.optional(z.string()),
  bannerKey: z.optional(z.string()),
  versionKey: z.optional(z.string()),
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
