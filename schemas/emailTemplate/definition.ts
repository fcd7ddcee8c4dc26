import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { EMAIL_TEMPLATE_KEYS, EMAIL_PLACEHOLDERS } from './schema'

/** One e-mail a funnel sends (welcome, results, course access, follow-ups), in every e-mail language. */
export const emailTemplate = defineType({
  name: 'emailTemplate',
  title: 'E-mail template',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'key', type: 'string', options: { list: [...EMAIL_TEMPLATE_KEYS] }, validation: (r) => r.required() }),
    defineField({ name: 'name', type: 'string' }),
    defineField({ name: 'subject', type: 'emailLocaleString', validation: (r) => r.required() }),
    defineField({
      name: 'body',
      type: 'emailLocaleText',
      description: `Placeholders: ${EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
      validation: (r) => r.required(),
    }),
  ],
  preview: { select: { title: 'subject.en', key: 'key', name: 'name' }, prepare: ({ title, key, name }) => ({ title: title ?? name ?? key, subtitle: [key, name].filter(Boolean).join(' · ') }) },
})
