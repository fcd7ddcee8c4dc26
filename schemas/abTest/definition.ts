import { defineArrayMember, defineField, defineType } from 'sanity'

/** An A/B test: its variants with weights and the pages it touches. Key is the name followed by Key. */
export const abTest = defineType({
  name: 'abTest',
  title: 'A/B test',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'key',
      type: 'string',
      validation: (r) =>
        r.required().custom((key, context) => {
          const name = (context.document as { name?: string } | undefined)?.name
          return !name || key === `${name}Key` ? true : `The key should be "${name}Key"`
        }).warning(),
    }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
    defineField({ name: 'version', type: 'string' }),
    defineField({
      name: 'variants',
      type: 'array',
      validation: (r) => r.min(1).warning('A test needs at least one variant'),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'abVariant',
          fields: [
            defineField({ name: 'value', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'weight', type: 'number', description: 'Relative weight; equal when empty' }),
          ],
          preview: { select: { title: 'value', subtitle: 'weight' } },
        }),
      ],
    }),
    defineField({ name: 'defaultVariant', type: 'string' }),
    defineField({ name: 'pages', type: 'array', of: [{ type: 'string' }], description: 'Keys of the pages this test changes' }),
  ],
  preview: { select: { title: 'name', subtitle: 'key' } },
})
