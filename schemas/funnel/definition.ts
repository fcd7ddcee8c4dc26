import { defineArrayMember, defineField, defineType } from 'sanity'

/** A funnel (onboarding): its base path, its pages in order and the A/B tests it runs. */
export const funnel = defineType({
  name: 'funnel',
  title: 'Funnel',
  type: 'document',
  fields: [
    defineField({ name: 'key', type: 'string', validation: (r) => r.required().error('Onboarding config must have a key') }),
    defineField({
      name: 'basePath',
      type: 'string',
      validation: (r) => r.required().regex(/^\/[a-z0-9-]+$/, { name: 'base path' }).error('Onboarding config must have a basePath'),
    }),
    defineField({ name: 'name', title: 'Display name', type: 'string', validation: (r) => r.warning() }),
    defineField({ name: 'description', type: 'localeText' }),
    defineField({ name: 'icon', type: 'string', description: 'An emoji or short symbol shown in the funnel list' }),
    defineField({ name: 'order', type: 'number' }),
    defineField({ name: 'background', type: 'string', description: 'Default page background (CSS colour)' }),
    defineField({
      name: 'pages',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      validation: (r) => r.required().min(1).error('Onboarding config must have a pages array'),
    }),
    defineField({
      name: 'processing',
      type: 'object',
      description: 'How the page list is processed: the rules live on the pages; funnel-wide settings here',
      validation: (r) => r.required().error('Onboarding config must have a processPages function'),
      fields: [defineField({ name: 'totalProgress', type: 'number', description: 'Progress bar total; default 400' })],
    }),
    defineField({ name: 'emailTemplates', title: 'E-mail templates', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'emailTemplate' }] })] }),
    defineField({ name: 'abTests', title: 'A/B tests', type: 'array', of: [defineArrayMember({ type: 'reference', to: [{ type: 'abTest' }] })] }),
    defineField({ name: 'pricingLookupKey', type: 'string' }),
    defineField({
      name: 'redirects',
      title: 'Redirect destinations after completion',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'redirect',
          fields: [
            defineField({ name: 'platform', type: 'string', options: { list: ['ios', 'android', 'web'] }, validation: (r) => r.required() }),
            defineField({ name: 'url', type: 'string', validation: (r) => r.required() }),
          ],
        }),
      ],
    }),
    defineField({ name: 'emailLanguages', type: 'array', of: [{ type: 'string' }] }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'basePath' } },
})
