import * as z from 'zod'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { localeStringSchema } from '../localized/schema'

export const VARIANT_OPERATORS = ['is', 'isNot', 'oneOf'] as const
/**
 * hide: drop the page; show: keep a page that is hidden by default (page.hidden);
 * override: merge the rule's partial page into the page.
 */
export const RULE_EFFECTS = ['hide', 'show', 'override'] as const

export const variantConditionSchema = z.object({
  _type: z.literal('variantCondition'),
  _key: z.string(),
  test: z.string().min(1),
  operator: z.enum(VARIANT_OPERATORS),
  values: z.array(z.string()).min(1),
})

export const answerConditionSchema = z
  .object({
    _type: z.literal('answerCondition'),
    _key: z.string(),
    questionKey: z.string().min(1),
    optionIndex: z.number().int().min(0).optional(),
    optionKey: z.string().optional(),
  })
  .refine((c) => c.optionIndex !== undefined || c.optionKey !== undefined, {
    message: 'An answer condition needs an optionIndex or an optionKey',
  })

export const pageOverrideSchema = z.object({
  _type: z.literal('pageOverride'),
  key: z.string().optional(),
  path: z.string().optional(),
  componentType: z.enum(COMPONENT_TYPES).optional(),
  title: localeStringSchema.optional(),
  titleAlternative: z.number().int().min(1).optional(),
  paragraphAlternative: z.number().int().min(1).optional(),
  paywallType: z.string().optional(),
  discountPercent: z.number().min(0).max(100).optional(),
  benefitsKey: z.string().optional(),
  bannerKey: z.string().optional(),
  versionKey: z.string().optional(),
})

export const processingRuleSchema = z
  .object({
    _type: z.literal('processingRule'),
    _key: z.string(),
    match: z.enum(['all', 'any']).optional(),
    conditions: z.array(z.discriminatedUnion('_type', [variantConditionSchema, answerConditionSchema])).optional(),
    effect: z.enum(RULE_EFFECTS),
    override: pageOverrideSchema.optional(),
  })
  .refine((r) => r.effect !== 'override' || r.override !== undefined, {
    message: 'An override rule needs the fields to override',
    path: ['override'],
  })

export type VariantCondition = z.infer<typeof variantConditionSchema>
export type AnswerCondition = z.infer<typeof answerConditionSchema>
export type PageOverride = z.infer<typeof pageOverrideSchema>
export type ProcessingRule = z.infer<typeof processingRuleSchema>
