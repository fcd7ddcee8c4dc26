import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { copyRules } from '../localized/copyRules'
import { EMAIL_TEMPLATE_KEYS, EMAIL_PLACEHOLDERS, SERIES_TEMPLATE_KEYS } from './schema'

/** One e-mail a funnel sends (welcome, results, course access, follow-ups), in every e-mail language. */
export const emailTemplate = defineType({
  name: 'emailTemplate',
  title: 'E-mail template',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'key', type: 'string', options: { list: [...EMAIL_TEMPLATE_KEYS] }, validation: (r) => r.required() }),
    defineField({ name: 'name', type: 'string' }),
    defineField({
      name: 'day',
      type: 'number',
      description: 'For a series (daily tips, challenge lessons): which day this e-mail is sent on, from 1.',
      hidden: ({ document }) => !(SERIES_TEMPLATE_KEYS as readonly unknown[]).includes(document?.key),
      validation: (r) => r.integer().min(1).max(31),
    }),
    defineField({ name: 'subject', type: 'emailLocaleString', validation: (r) => [r.required(), ...copyRules(r)] }),
    defineField({
      name: 'body',
      type: 'emailLocaleText',
      description: `Placeholders: ${EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
      validation: (r) => [r.required(), ...copyRules(r)],
    }),
    defineField({
      name: 'callToAction',
      title: 'Button',
      type: 'object',
      description: 'The e-mail\'s one button. The address may be a placeholder such as {{appLink}}.',
      fields: [
        defineField({ name: 'label', type: 'emailLocaleString', validation: (r) => [r.required(), ...copyRules(r)] }),
        defineField({ name: 'url', type: 'string', validation: (r) => r.required() }),
      ],
    }),
  ],
  preview: { select: { title: 'subject.en', key: 'key', name: 'name', day: 'day' }, prepare: ({ title, key, name, day }) => ({ title: title ?? name ?? key, subtitle: [key, day ? `day ${day}` : null, name].filter(Boolean).join(' · ') }) },
})
