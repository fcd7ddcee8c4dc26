import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { componentTypeProblem } from '../studio/pageIssues'
import { pageDocumentValidator } from '../studio/studioValidators'
import { COMPONENT_TYPE_TITLES, COMPONENT_TYPES } from './componentTypes'
import { PAGE_FIELD_GROUPS } from './fields'
import { pageImage } from './pageImageDefinition'
import { sanityField } from './sanityFields'
import { fieldReaders, templateFields } from './templateFields'

const GROUP_TITLES = { copy: 'Copy', question: 'Question', layout: 'Layout', rules: 'Processing rules' } as const
const groups = PAGE_FIELD_GROUPS.map((name) => ({ name, title: GROUP_TITLES[name], default: name === 'copy' }))

/**
 * A funnel page (section 3, page definition): the fields every page has, then every template's
 * fields from the contracts, each shown only on pages whose template reads it.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentTextIcon,
  groups,
  // Key and path unique in each funnel, rules naming what the funnel has, the option set resolving.
  validation: (rule) => rule.custom(pageDocumentValidator),
  fields: [
    defineField({ name: 'name', type: 'string', group: 'layout', description: 'Internal name; a missing name only warns', validation: (r) => r.warning() }),
    defineField({ name: 'key', type: 'string', group: 'layout', validation: (r) => r.required() }),
    defineField({
      name: 'path',
      type: 'string',
      group: 'layout',
      description: 'Empty for the landing page; starting with / for an absolute path; else relative to the funnel base path',
    }),
    defineField({
      name: 'componentType',
      title: 'Template',
      type: 'string',
      group: 'layout',
      options: { list: COMPONENT_TYPES.map((value) => ({ value, title: COMPONENT_TYPE_TITLES[value] })) },
      // The picker offers only templates, but an imported or pasted value may name none.
      validation: (r) => r.required().custom((value) => componentTypeProblem(value) ?? true),
    }),
    defineField({ name: 'section', type: 'string', group: 'layout', description: 'Pages of a section share a progress segment' }),
    defineField({ name: 'hasProgress', type: 'boolean', group: 'layout' }),
    defineField({ name: 'totalProgress', type: 'number', group: 'layout', description: 'Default 400' }),
    defineField({ name: 'background', type: 'string', group: 'layout', description: 'CSS colour; empty for the funnel default' }),
    defineField({ name: 'isInterruptor', title: 'Story interstitial', type: 'boolean', group: 'layout', description: 'Dark frame; consecutive interstitials form one story' }),
    defineField({ name: 'hideBackArrow', type: 'boolean', group: 'layout', description: 'No back arrow on this page (welcome, register, congratulations)' }),
    defineField({ name: 'nextImages', type: 'array', group: 'layout', of: [{ type: 'string' }], description: 'Image URLs to preload for the next page' }),
    ...Object.entries(templateFields).map(([name, field]) => sanityField(name, field.sanity, fieldReaders[name as keyof typeof fieldReaders])),
    defineField({ name: 'hidden', type: 'boolean', group: 'rules', description: 'Hidden unless a rule shows it' }),
    defineField({
      name: 'rules',
      type: 'array',
      group: 'rules',
      of: [{ type: 'processingRule' }],
      description: 'Applied in order; conditions name A/B test keys, variants, question keys and option keys of this funnel',
    }),
  ],
  preview: {
    select: { key: 'key', path: 'path', componentType: 'componentType', section: 'section' },
    prepare: ({ key, path, componentType, section }) => ({
      title: String(key ?? 'New page'),
      subtitle: [`/${path ?? ''}`, COMPONENT_TYPE_TITLES[componentType as keyof typeof COMPONENT_TYPE_TITLES] ?? componentType, section].filter(Boolean).join(' · '),
    }),
  },
})

export const pageTypes = [page, pageImage]
