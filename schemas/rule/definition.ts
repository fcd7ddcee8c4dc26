import { defineArrayMember, defineField, defineType } from 'sanity'
import { COMPONENT_TYPES } from '../page/componentTypes'
import { sanityField } from '../page/sanityFields'
import { fieldReaders, templateFields } from '../page/templateFields'
import { RULE_EFFECTS, VARIANT_OPERATORS } from './schema'

/** "The A/B test <test> is / is not / is one of <values>". */
export const variantCondition = defineType({
  name: 'variantCondition',
  title: 'A/B variant condition',
  type: 'object',
  fields: [
    defineField({ name: 'test', title: 'A/B test key', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'operator',
      type: 'string',
      options: { list: [...VARIANT_OPERATORS] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'values', type: 'array', of: [{ type: 'string' }], validation: (r) => r.required().min(1) }),
  ],
  preview: { select: { test: 'test', operator: 'operator', values: 'values' }, prepare: (s) => ({ title: `${s.test} ${s.operator} ${(s.values ?? []).join(', ')}` }) },
})

/** "The answer to question <questionKey> was option <optionKey>" (by key, so reordering options changes nothing). */
export const answerCondition = defineType({
  name: 'answerCondition',
  title: 'Earlier answer condition',
  type: 'object',
  fields: [
    defineField({ name: 'questionKey', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'optionKey', type: 'string', validation: (r) => r.required() }),
  ],
})

/** Fields a rule may replace: any template field, shown only when the page's template reads it. */
export const pageOverride = defineType({
  name: 'pageOverride',
  title: 'Page fields to override',
  type: 'object',
  fields: [
    defineField({ name: 'key', type: 'string' }),
    defineField({ name: 'path', type: 'string' }),
    defineField({ name: 'componentType', title: 'Template', type: 'string', options: { list: [...COMPONENT_TYPES] } }),
    defineField({ name: 'titleAlternative', type: 'number', description: '1-based index into the page\'s title alternatives' }),
    defineField({ name: 'paragraphAlternative', type: 'number', description: '1-based index into the page\'s paragraph alternatives' }),
    ...Object.entries(templateFields).map(([name, field]) => sanityField(name, { ...field.sanity, group: undefined }, fieldReaders[name as keyof typeof fieldReaders])),
  ],
})

export const processingRule = defineType({
  name: 'processingRule',
  title: 'Processing rule',
  type: 'object',
  fields: [
    defineField({
      name: 'match',
      type: 'string',
      initialValue: 'all',
      options: { list: ['all', 'any'], layout: 'radio' },
      description: 'Whether all or any of the conditions must hold. No conditions: the rule always applies.',
    }),
    defineField({
      name: 'conditions',
      type: 'array',
      of: [defineArrayMember({ type: 'variantCondition' }), defineArrayMember({ type: 'answerCondition' })],
    }),
    defineField({
      name: 'effect',
      type: 'string',
      options: { list: [...RULE_EFFECTS] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'override', type: 'pageOverride', hidden: ({ parent }) => parent?.effect !== 'override' }),
    defineField({ name: 'beforeKey', title: 'Move before the page with key', type: 'string', hidden: ({ parent }) => parent?.effect !== 'moveBefore' }),
  ],
  preview: { select: { effect: 'effect', match: 'match' }, prepare: (s) => ({ title: `${s.effect ?? '?'} when ${s.match ?? 'all'} conditions hold` }) },
})

export const ruleTypes = [variantCondition, answerCondition, pageOverride, processingRule]
