import { SplitVerticalIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { abTestDocumentValidator } from '../studio/studioValidators'

/** An A/B test: its variants with weights and the pages it touches. Key is the name followed by Key. */
export const abTest = defineType({
  name: 'abTest',
  title: 'A/B test',
  type: 'document',
  icon: SplitVerticalIcon,
  // The spec's configuration checks (key = name + Key, variants present, unique, weights positive) block publishing.
  validation: (rule) => rule.custom(abTestDocumentValidator),
  fields: [
    defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'key', type: 'string', description: 'The name followed by Key; rules and e-mail deliveries name the test by it', validation: (r) => r.required() }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({ name: 'version', type: 'string' }),
    defineField({
      name: 'variants',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'abVariant',
          fields: [
            defineField({ name: 'value', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'weight', type: 'number', description: 'Relative weight; equal when empty' }),
          ],
          preview: {
            select: { title: 'value', weight: 'weight' },
            prepare: ({ title, weight }) => ({ title, subtitle: typeof weight === 'number' ? `weight ${weight}` : 'equal weight' }),
          },
        }),
      ],
    }),
    defineField({ name: 'defaultVariant', type: 'string', description: 'One of the variants' }),
    defineField({ name: 'pages', type: 'array', of: [{ type: 'string' }], description: 'Keys of the pages this test changes' }),
    defineField({
      name: 'minimumLift',
      title: 'Smallest lift worth finding (%)',
      type: 'number',
      description: 'The relative change in purchases this test should be able to find; the Experiments report says how many visitors that still needs. Empty: 10 %.',
      validation: (r) => r.min(1).max(500),
    }),
  ],
  preview: {
    select: { title: 'name', key: 'key', variants: 'variants' },
    prepare: ({ title, key, variants }) => ({
      title,
      subtitle: [key, Array.isArray(variants) ? variants.map((variant: { value?: unknown }) => String(variant.value)).join(' / ') : undefined].filter(Boolean).join(' · '),
    }),
  },
})
