import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { SITE_SETTINGS_ID } from './schema'

/** Settings outside any funnel: the legal pages and where going back from them leads. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({ name: 'termsUrl', title: 'Terms of service URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'policyUrl', title: 'Privacy policy URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'legalBackPath', title: 'Back from terms and policy leads to', type: 'string', validation: (r) => r.required() }),
  ],
  preview: { prepare: () => ({ title: 'Site settings', subtitle: SITE_SETTINGS_ID }) },
})
