import { RocketIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType, type StringRule } from 'sanity'
import { EMAIL_TEMPLATE_KEYS } from '../emailTemplate/schema'
import { iconField, iconMedia } from '../shared/iconField'
import { funnelDocumentValidator } from '../studio/studioValidators'
import { EMAIL_PURPOSES, PRODUCT_LINK_KINDS } from './schema'

/** The e-mail colours are six hex digits, as the zod schema (emailBrandSchema) demands. */
const hexColour = (rule: StringRule) => rule.regex(/^#[0-9a-fA-F]{6}$/, { name: 'colour' }).error('A colour is # and six hex digits, e.g. #2f5bea')

const templateKeyField = defineField({
  name: 'templateKey',
  title: 'Our template',
  type: 'string',
  description: 'The e-mail template (this funnel\'s E-mail templates) whose copy is sent',
  options: { list: [...EMAIL_TEMPLATE_KEYS] },
  validation: (r) => r.required(),
})

/** The plugins an e-mail delivery runs, in order (spec 7: e-mail sending, course enrollment; screen detox's marketing list). */
const emailPlugins = [
  defineArrayMember({
    type: 'object',
    name: 'emailPlugin',
    title: 'Send e-mail',
    fields: [
      defineField({ name: 'templateId', title: 'Provider template id', type: 'string', validation: (r) => r.required() }),
      templateKeyField,
    ],
    preview: { select: { title: 'templateKey', subtitle: 'templateId' }, prepare: ({ title, subtitle }) => ({ title: `E-mail: ${String(title)}`, subtitle }) },
  }),
  defineArrayMember({
    type: 'object',
    name: 'courseEnrollmentPlugin',
    title: 'Enroll in a course',
    fields: [
      defineField({ name: 'courseId', type: 'string', validation: (r) => r.required() }),
      defineField({ name: 'enrollmentType', type: 'string', description: 'e.g. premium', validation: (r) => r.required() }),
    ],
    preview: { select: { title: 'courseId', subtitle: 'enrollmentType' }, prepare: ({ title, subtitle }) => ({ title: `Course: ${String(title)}`, subtitle }) },
  }),
  defineArrayMember({
    type: 'object',
    name: 'emailMarketingPlugin',
    title: 'Add to an e-mail marketing list',
    fields: [
      defineField({ name: 'listId', title: 'List (audience) id', type: 'string', validation: (r) => r.required() }),
      defineField({ name: 'tags', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' }, validation: (r) => r.required() }),
      templateKeyField,
    ],
    preview: { select: { title: 'listId', subtitle: 'templateKey' }, prepare: ({ title, subtitle }) => ({ title: `Marketing list: ${String(title)}`, subtitle }) },
  }),
]

/** One delivery of an e-mail purpose: the languages it serves, an optional A/B variant, its plugins. */
const emailDelivery = defineArrayMember({
  type: 'object',
  name: 'emailDelivery',
  title: 'E-mail delivery',
  fields: [
    defineField({ name: 'purpose', type: 'string', options: { list: [...EMAIL_PURPOSES] }, validation: (r) => r.required() }),
    defineField({ name: 'languages', type: 'array', of: [{ type: 'string' }], options: { layout: 'tags' }, validation: (r) => r.required().min(1) }),
    defineField({
      name: 'abCondition',
      title: 'Only for an A/B variant',
      type: 'object',
      description: 'A delivery for a variant wins over the one without a condition',
      fields: [
        defineField({ name: 'test', type: 'string', description: "The A/B test's key (name + Key), as page rules name it", validation: (r) => r.required() }),
        defineField({ name: 'variant', type: 'string', validation: (r) => r.required() }),
      ],
    }),
    defineField({ name: 'plugins', type: 'array', of: emailPlugins, validation: (r) => r.required().min(1) }),
  ],
  preview: {
    select: { purpose: 'purpose', languages: 'languages', test: 'abCondition.test', variant: 'abCondition.variant' },
    prepare: ({ purpose, languages, test, variant }) => ({
      title: `${String(purpose)}${test ? ` (${String(test)} = ${String(variant)})` : ''}`,
      subtitle: Array.isArray(languages) ? languages.join(', ') : undefined,
    }),
  },
})

/** A funnel (onboarding): its base path, its pages in order and the A/B tests it runs. */
export const funnel = defineType({
  name: 'funnel',
  title: 'Funnel',
  type: 'document',
  icon: RocketIcon,
  // No default group: the form opens on all fields, so "Page order" can focus the pages array.
  groups: [
    { name: 'pages', title: 'Pages & tests' },
    { name: 'settings', title: 'Settings' },
    { name: 'completion', title: 'After completion' },
  ],
  // References resolve, nothing listed twice, page keys and routes unique, page rules still valid.
  validation: (rule) => rule.custom(funnelDocumentValidator),
  fields: [
    defineField({ name: 'key', type: 'string', group: 'settings', validation: (r) => r.required().error('Onboarding config must have a key') }),
    defineField({
      name: 'basePath',
      type: 'string',
      group: 'settings',
      validation: (r) => r.required().regex(/^\/[a-z0-9-]+$/, { name: 'base path' }).error('Onboarding config must have a basePath'),
    }),
    defineField({ name: 'name', title: 'Display name', type: 'string', group: 'settings', validation: (r) => r.warning() }),
    defineField({ name: 'description', type: 'localeText', group: 'settings' }),
    iconField('Shown in the funnel list', 'settings'),
    defineField({ name: 'order', type: 'number', group: 'settings', description: 'Position in the Studio\'s funnel list' }),
    defineField({ name: 'background', type: 'string', group: 'settings', description: 'Default page background (CSS colour)' }),
    defineField({
      name: 'theme',
      type: 'reference',
      group: 'settings',
      to: [{ type: 'theme' }],
      description: 'Logo, colours, font and button shape. Without one the funnel keeps the app\'s own look.',
    }),
    defineField({
      name: 'pages',
      type: 'array',
      group: 'pages',
      description: 'Visitors see the pages in this order: drag a page to move it',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      validation: (r) => r.required().min(1).error('Onboarding config must have a pages array'),
    }),
    defineField({
      name: 'processing',
      type: 'object',
      group: 'settings',
      description: 'How the page list is processed: the rules live on the pages; funnel-wide settings here',
      validation: (r) => r.required().error('Onboarding config must have a processPages function'),
      fields: [defineField({ name: 'totalProgress', type: 'number', description: 'Progress bar total; default 400' })],
    }),
    defineField({ name: 'emailTemplates', title: 'E-mail templates', type: 'array', group: 'completion', of: [defineArrayMember({ type: 'reference', to: [{ type: 'emailTemplate' }] })] }),
    defineField({ name: 'abTests', title: 'A/B tests', type: 'array', group: 'pages', of: [defineArrayMember({ type: 'reference', to: [{ type: 'abTest' }] })] }),
    defineField({ name: 'pricingLookupKey', type: 'string', group: 'settings' }),
    defineField({
      name: 'redirects',
      title: 'Redirect destinations after completion',
      type: 'array',
      group: 'completion',
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
    defineField({
      name: 'productLinks',
      title: 'Product links (one-time formats)',
      type: 'array',
      group: 'completion',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'productLink',
          fields: [
            defineField({ name: 'kind', type: 'string', options: { list: [...PRODUCT_LINK_KINDS] }, validation: (r) => r.required() }),
            defineField({ name: 'url', type: 'url', validation: (r) => r.required() }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'launchedAt',
      title: 'Product launched',
      type: 'datetime',
      group: 'completion',
      description: 'Set when the product a waiting room promises is ready: every visitor who chose to wait gets the launch e-mail.',
    }),
    defineField({ name: 'emailLanguages', type: 'array', group: 'completion', of: [{ type: 'string' }] }),
    defineField({
      name: 'emailBrand',
      title: 'E-mail brand',
      type: 'object',
      group: 'completion',
      description: 'The logo and colours of this funnel\'s e-mails. Empty fields take the web app\'s colours and the funnel\'s name.',
      fields: [
        defineField({
          name: 'logo',
          type: 'object',
          description: 'A PNG or JPEG (e-mail clients do not show SVG) on a light plate, so it reads in dark mode too; the file twice the size shown.',
          fields: [
            defineField({ name: 'url', title: 'URL or site path', type: 'string', description: 'e.g. /email/deeps.png', validation: (r) => r.required() }),
            defineField({ name: 'alt', title: 'Alternative text', type: 'string', validation: (r) => r.required() }),
            defineField({ name: 'width', title: 'Width shown (px)', type: 'number', validation: (r) => r.required().integer().positive() }),
            defineField({ name: 'height', title: 'Height shown (px)', type: 'number', validation: (r) => r.required().integer().positive() }),
          ],
        }),
        defineField({ name: 'primaryColor', title: 'Button and link colour', type: 'string', validation: hexColour }),
        defineField({ name: 'textColor', title: 'Text colour', type: 'string', validation: hexColour }),
        defineField({ name: 'background', title: 'Page background', type: 'string', validation: hexColour }),
      ],
    }),
    defineField({
      name: 'emailConfig',
      title: 'E-mail delivery',
      type: 'array',
      group: 'completion',
      description: 'How each completion e-mail (welcome, results, payment confirmation) is sent, per language',
      of: [emailDelivery],
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', key: 'key', basePath: 'basePath', icon: 'icon' },
    // The funnel's own icon as list media, so the funnels are told apart at a glance.
    prepare: ({ name, key, basePath, icon }) => ({ title: name ?? key, subtitle: basePath, media: iconMedia(icon) ?? RocketIcon }),
  },
})
