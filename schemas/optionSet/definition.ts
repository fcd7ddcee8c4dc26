import { UlistIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { copyRules } from '../localized/copyRules'
import { iconField, iconMedia } from '../shared/iconField'
import { optionSetDocumentValidator } from '../studio/studioValidators'

/** A reusable list of answer options (frequency, scale, currentRole, ...), shared by pages. */
export const optionSet = defineType({
  name: 'optionSet',
  title: 'Option set',
  type: 'document',
  icon: UlistIcon,
  // Answers and rules store option keys, so a key used twice is an error.
  validation: (rule) => rule.custom(optionSetDocumentValidator),
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
            defineField({ name: 'key', type: 'string', description: 'What answers and rules store: keep it when the label changes', validation: (r) => r.required() }),
            defineField({ name: 'label', type: 'localeString', validation: (r) => [r.required(), ...copyRules(r)] }),
            iconField('Drawn before the label on the answer button'),
          ],
          preview: {
            select: { key: 'key', label: 'label.en', icon: 'icon' },
            prepare: ({ key, label, icon }) => ({ title: label || key, subtitle: key, media: iconMedia(icon) }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'name', options: 'options' },
    prepare: ({ title, options }) => ({
      title,
      subtitle: Array.isArray(options) ? `${options.length} options: ${options.map((option: { key?: unknown }) => String(option.key)).join(', ')}` : undefined,
    }),
  },
})
