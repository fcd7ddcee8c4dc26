import { defineArrayMember, defineField, defineType } from 'sanity'
import { COMPONENT_TYPES } from './componentTypes'
import { IMAGE_PLACEMENTS, SELECTION_MODES } from './schema'

const groups = [
  { name: 'copy', title: 'Copy', default: true },
  { name: 'question', title: 'Question' },
  { name: 'layout', title: 'Layout' },
  { name: 'rules', title: 'Processing rules' },
]

/** A funnel page: its place in the funnel, its template and its own copy (section 3, page definition). */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups,
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
      options: { list: [...COMPONENT_TYPES] },
      validation: (r) => r.required(),
    }),
    defineField({ name: 'section', type: 'string', group: 'layout' }),
    defineField({ name: 'hasProgress', type: 'boolean', group: 'layout' }),
    defineField({ name: 'totalProgress', type: 'number', group: 'layout', description: 'Default 400' }),
    defineField({ name: 'background', type: 'string', group: 'layout', description: 'CSS colour; empty for the default' }),
    defineField({ name: 'hidden', type: 'boolean', group: 'rules', description: 'Hidden unless a rule shows it' }),
    defineField({ name: 'isInterruptor', type: 'boolean', group: 'layout' }),
    defineField({ name: 'isInterruptorFirst', type: 'boolean', group: 'layout' }),
    defineField({ name: 'stickyAction', type: 'boolean', group: 'layout' }),
    defineField({ name: 'imagePlacement', type: 'string', group: 'layout', options: { list: [...IMAGE_PLACEMENTS] } }),
    defineField({ name: 'images', type: 'array', group: 'layout', of: [defineArrayMember({ type: 'pageImage' })] }),
    defineField({ name: 'nextImages', type: 'array', group: 'layout', of: [{ type: 'string' }], description: 'Image URLs to preload for the next page' }),
    defineField({ name: 'title', type: 'localeString', group: 'copy' }),
    defineField({ name: 'titleAlternatives', type: 'array', group: 'copy', of: [defineArrayMember({ type: 'localeString' })] }),
    defineField({ name: 'paragraphs', type: 'array', group: 'copy', of: [defineArrayMember({ type: 'localeText' })] }),
    defineField({ name: 'paragraphAlternatives', type: 'array', group: 'copy', of: [defineArrayMember({ type: 'localeText' })] }),
    defineField({ name: 'body', type: 'localePortableText', group: 'copy' }),
    defineField({ name: 'buttonText', type: 'localeString', group: 'copy' }),
    defineField({ name: 'footer', type: 'localeText', group: 'copy' }),
    defineField({ name: 'optionSet', type: 'reference', group: 'question', to: [{ type: 'optionSet' }] }),
    defineField({ name: 'selectionMode', type: 'string', group: 'question', options: { list: [...SELECTION_MODES] } }),
    defineField({ name: 'benefitsKey', type: 'string', group: 'layout' }),
    defineField({ name: 'bannerKey', type: 'string', group: 'layout' }),
    defineField({ name: 'versionKey', type: 'string', group: 'layout' }),
    defineField({ name: 'paywallType', type: 'string', group: 'layout' }),
    defineField({ name: 'discountPercent', type: 'number', group: 'layout' }),
    defineField({ name: 'items', type: 'array', group: 'copy', of: [defineArrayMember({ type: 'pageItem' })], description: 'Benefits, steps, books, stats, obstacles...' }),
    defineField({ name: 'reviews', type: 'array', group: 'copy', of: [defineArrayMember({ type: 'review' })] }),
    defineField({ name: 'chart', type: 'chart', group: 'copy' }),
    defineField({ name: 'expert', type: 'expert', group: 'copy' }),
    defineField({ name: 'paywall', type: 'paywall', group: 'copy' }),
    defineField({ name: 'empathyInfo', type: 'array', group: 'question', of: [defineArrayMember({ type: 'empathyRange' })] }),
    defineField({ name: 'optionInfo', type: 'array', group: 'question', of: [defineArrayMember({ type: 'optionInfo' })] }),
    defineField({ name: 'answerVariants', type: 'array', group: 'question', of: [defineArrayMember({ type: 'answerVariant' })] }),
    defineField({ name: 'scaleLabels', type: 'scaleLabels', group: 'question' }),
    defineField({ name: 'confirm', type: 'confirm', group: 'copy' }),
    defineField({ name: 'storeRatings', type: 'storeRatings', group: 'copy' }),
    defineField({ name: 'resultScoring', type: 'resultScoring', group: 'question' }),
    defineField({ name: 'rules', type: 'array', group: 'rules', of: [defineArrayMember({ type: 'processingRule' })] }),
  ],
  preview: { select: { title: 'key', subtitle: 'componentType' } },
})

export const pageImage = defineType({
  name: 'pageImage',
  title: 'Image',
  type: 'object',
  fields: [
    defineField({ name: 'src', title: 'URL', type: 'string', validation: (r) => r.required() }),
    defineField({ name: 'alt', title: 'Alternative text', type: 'localeString' }),
    defineField({ name: 'width', type: 'number', validation: (r) => r.required() }),
    defineField({ name: 'height', type: 'number', validation: (r) => r.required() }),
  ],
})

export const pageTypes = [page, pageImage]
