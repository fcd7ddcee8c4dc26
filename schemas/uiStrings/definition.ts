import { defineField, defineType } from 'sanity'
import { UI_STRING_KEYS } from './keys'

export const uiStrings = defineType({
  name: 'uiStrings',
  title: 'Shared UI strings',
  type: 'document',
  fields: UI_STRING_KEYS.map((key) =>
    defineField({ name: key, type: 'localeString', validation: (r) => r.required() }),
  ),
  preview: { prepare: () => ({ title: 'Shared UI strings' }) },
})
