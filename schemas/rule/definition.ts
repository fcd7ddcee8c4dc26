import { FilterIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sanityField } from '../page/sanityFields'
import { fieldReaders, templateFields } from '../page/templateFields'
import { NOT_OVERRIDABLE } from './overrideFields'
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
  preview: { select: { questionKey: 'questionKey', optionKey: 'optionKey' }, prepare: (s) => ({ title: `Answer to ${s.questionKey} is ${s.optionKey}` }) },
})

/** A condition in words, for the rule's list preview. */
function describeCondition(condition: { _type?: unknown; test?: unknown; operator?: unknown; values?: unknown; questionKey?: unknown; optionKey?: unknown }): string {
  if (condition._type === 'answerCondition') return `${String(condition.questionKey)} = ${String(condition.optionKey)}`
  return `${String(condition.test)} ${String(condition.operator)} ${Array.isArray(condition.values) ? condition.values.join(', ') : ''}`
}

/**
 * Fields a rule may replace: its page's template fields, each shown only when the page's
 * template reads it, never the template or the option set (rule/overrideFields.ts says why).
 */
export const pageOverride = defineType({
  name: 'pageOverride',
  title: 'Page fields to override',
  type: 'object',
  fields: [
    defineField({ name: 'key', type: 'string' }),
    defineField({ name: 'path', type: 'string' }),
    defineField({ name: 'titleAlternative', type: 'number', description: '1-based index into the page\'s title alternatives' }),
    defineField({ name: 'paragraphAlternative', type: 'number', description: '1-based index into the page\'s paragraph alternatives' }),
    ...Object.entries(templateFields)
      .filter(([name]) => !Object.hasOwn(NOT_OVERRIDABLE, name))
      .map(([name, field]) => sanityField(name, { ...field.sanity, group: undefined }, fieldReaders[name as keyof typeof fieldReaders])),
  ],
})

export const processingRule = defineType({
  name: 'processingRule',
  title: 'Processing rule',
  type: 'object',
  icon: FilterIcon,
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
  preview: {
    select: { effect: 'effect', match: 'match', conditions: 'conditions' },
    prepare: (s) => {
      const conditions = Array.isArray(s.conditions) ? s.conditions.map(describeCondition) : []
      return { title: String(s.effect ?? '?'), subtitle: conditions.length === 0 ? 'always' : `when ${conditions.join(s.match === 'any' ? ' or ' : ' and ')}` }
    },
  },
})

export const ruleTypes = [variantCondition, answerCondition, pageOverride, processingRule]
