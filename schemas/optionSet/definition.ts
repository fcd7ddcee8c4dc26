import { defineArrayMember, defineField, defineType } from 'sanity'

/** A reusable list of answer options (frequency, scale, currentRole, ...), shared by pages. */
export const optionSet = defineType({
  name: 'optionSet',
  title: 'Option set',
  type: 'document',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'options',
      type: 'array',
      validation: (r) => r.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'option',
          fields: [
            defineField({ name: 'key', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'label', type: 'localeString', validation: (r) => r.required() }),
            defineField({ name: 'emoji', type: 'string' }),
          ],
          preview: { select: { title: 'key', subtitle: 'label.en' } },
        }),
      ],
    }),
  ],
  preview: { select: { title: 'name' } },
})
