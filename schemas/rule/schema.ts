import * as z from 'zod/mini'
import { optionalShape } from '../page/contract'
import { templateFields } from '../page/templateFields'
import { nonEmptyString } from '../shared/schema'
import { NOT_OVERRIDABLE } from './overrideFields'

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

const { optionSet: _optionSet, ...overridableFields } = templateFields

const unexpected = (keys: readonly PropertyKey[]) =>
  keys.map((key) => (Object.hasOwn(NOT_OVERRIDABLE, key) ? `${String(key)}: ${NOT_OVERRIDABLE[key as keyof typeof NOT_OVERRIDABLE]}` : `"${String(key)}" is no field a rule may override`)).join('; ')

/**
 * The fields a rule may replace: template fields (a partial page; the page schema checks they
 * are its own template's), the key or path, or a title or paragraph alternative by number
 * (1-based). Never the template or the option set (overrideFields.ts says why), and nothing
 * else: a field the override does not know is an error, not silently dropped.
 */
export const pageOverrideSchema = z.strictObject(
  {
    _type: z.literal('pageOverride'),
    key: z.optional(nonEmptyString()),
    path: z.optional(z.string()),
    titleAlternative: z.optional(z.int().check(z.minimum(1))),
    paragraphAlternative: z.optional(z.int().check(z.minimum(1))),
    ...optionalShape(overridableFields),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? unexpected(issue.keys) : undefined) },
)

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
