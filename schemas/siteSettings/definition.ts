import { CogIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { SITE_SETTINGS_ID } from './schema'

/** Settings outside any funnel: the legal pages, where going back from them leads, and the company that sends the e-mails. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({ name: 'termsUrl', title: 'Terms of service URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'policyUrl', title: 'Privacy policy URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'legalBackPath', title: 'Back from terms and policy leads to', type: 'string', validation: (r) => r.required() }),
    defineField({
      name: 'company',
      title: 'Company (e-mail sender)',
      type: 'object',
      description: 'Named with its postal address in the footer of every e-mail, as the law on commercial e-mail requires.',
      fields: [
        defineField({ name: 'name', title: 'Company name', type: 'string', validation: (r) => r.required() }),
        defineField({ name: 'postalAddress', title: 'Postal address', type: 'text', rows: 3, description: 'One line per address line', validation: (r) => r.required() }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings', subtitle: SITE_SETTINGS_ID }) },
})
