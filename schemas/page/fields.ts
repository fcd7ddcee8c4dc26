/**
 * Page fields as pairs: the zod schema the renderer validates with and the Sanity field a
 * copywriter edits it in, declared once. Template contracts (schemas/page/templates/<type>.ts)
 * pick the shared fields they read from `pageFields` and declare their own with `pageField`;
 * the page schema, the Studio page type and the rule override shape are all built from them.
 * Plain objects, no `sanity` import: the web bundle reads this file.
 */
import * as z from 'zod/mini'
import { localePortableTextSchema, localeStringSchema, localeTextSchema } from '../localized/schema'
import { referenceSchema } from '../shared/schema'
import {
  chartSchema,
  confirmSchema,
  empathyRangeSchema,
  expertSchema,
  optionInfoSchema,
  pageItemSchema,
  resultScoringSchema,
  reviewSchema,
  scaleLabelsSchema,
  storeRatingsSchema,
} from './blocks/schema'
import { keyedPageImageSchema } from './pageImage'

export const PAGE_FIELD_GROUPS = ['copy', 'question', 'layout', 'rules'] as const
export type PageFieldGroup = (typeof PAGE_FIELD_GROUPS)[number]

/** The Sanity side of a field, as plain data; the Studio turns it into `defineField`. */
export interface SanityFieldSpec {
  type: string
  group: PageFieldGroup
  title?: string
  description?: string
  of?: readonly { type: string }[]
  to?: readonly { type: string }[]
  options?: { list: readonly string[] }
  /** A practical length limit (titles, buttons): Studio shows a count and warns beyond it. */
  maxLength?: number
}

export interface PageField<S extends z.ZodMiniType = z.ZodMiniType> {
  schema: S
  sanity: SanityFieldSpec
}

export const pageField = <S extends z.ZodMiniType>(schema: S, sanity: SanityFieldSpec): PageField<S> => ({ schema, sanity })

const keyedLocaleString = z.extend(localeStringSchema, { _key: z.string() })
const keyedLocaleText = z.extend(localeTextSchema, { _key: z.string() })
const arrayOf = (type: string) => [{ type }] as const

export const IMAGE_PLACEMENTS = ['top', 'bottom', 'background', 'none'] as const

/** Fields that more than one template reads. A field only one template reads lives in its contract. */
export const pageFields = {
  title: pageField(localeStringSchema, { type: 'localeString', group: 'copy', maxLength: 90 }),
  titleAlternatives: pageField(z.array(keyedLocaleString), {
    type: 'array',
    group: 'copy',
    of: arrayOf('localeString'),
    description: 'Other titles that rules pick by number (1 is the first)',
  }),
  paragraphs: pageField(z.array(keyedLocaleText), { type: 'array', group: 'copy', of: arrayOf('localeText') }),
  paragraphAlternatives: pageField(z.array(keyedLocaleText), {
    type: 'array',
    group: 'copy',
    of: arrayOf('localeText'),
    description: 'Other paragraphs that rules pick by number (1 is the first)',
  }),
  buttonText: pageField(localeStringSchema, { type: 'localeString', group: 'copy', maxLength: 30 }),
  footer: pageField(localeTextSchema, { type: 'localeText', group: 'copy' }),
  body: pageField(localePortableTextSchema, {
    type: 'localePortableText',
    group: 'copy',
    description: 'Rich text under the paragraphs: bold, italics, links, bullet and numbered lists',
  }),
  images: pageField(z.array(keyedPageImageSchema), { type: 'array', group: 'layout', of: arrayOf('pageImage') }),
  imagePlacement: pageField(z.enum(IMAGE_PLACEMENTS), { type: 'string', group: 'layout', options: { list: IMAGE_PLACEMENTS } }),
  stickyAction: pageField(z.boolean(), { type: 'boolean', group: 'layout', description: "Keep the main button at the bottom of a phone's screen. Question pages do so unless this is switched off (set to false)" }),
  items: pageField(z.array(pageItemSchema), {
    type: 'array',
    group: 'copy',
    of: arrayOf('pageItem'),
    description: 'Benefits, steps, books, stats, obstacles...',
  }),
  reviews: pageField(z.array(reviewSchema), { type: 'array', group: 'copy', of: arrayOf('review') }),
  chart: pageField(chartSchema, { type: 'chart', group: 'copy' }),
  optionSet: pageField(referenceSchema, { type: 'reference', group: 'question', to: [{ type: 'optionSet' }] }),
  empathyInfo: pageField(z.array(empathyRangeSchema), { type: 'array', group: 'question', of: arrayOf('empathyRange') }),
  optionInfo: pageField(z.array(optionInfoSchema), { type: 'array', group: 'question', of: arrayOf('optionInfo') }),
  scaleLabels: pageField(scaleLabelsSchema, { type: 'scaleLabels', group: 'question' }),
  expert: pageField(expertSchema, { type: 'expert', group: 'copy' }),
  confirm: pageField(confirmSchema, { type: 'confirm', group: 'copy' }),
  storeRatings: pageField(storeRatingsSchema, { type: 'storeRatings', group: 'copy' }),
  resultScoring: pageField(resultScoringSchema, { type: 'resultScoring', group: 'question' }),
} satisfies Record<string, PageField>

/** The shared fields by name, so a contract reads `pick('title', 'paragraphs')`. */
export function pick<K extends keyof typeof pageFields>(...names: K[]): { [N in K]: (typeof pageFields)[N] } {
  return Object.fromEntries(names.map((name) => [name, pageFields[name]])) as { [N in K]: (typeof pageFields)[N] }
}

/** The copy almost every template shows: title, paragraphs and the main button. */
export const shellFields = () => pick('title', 'titleAlternatives', 'paragraphs', 'paragraphAlternatives', 'buttonText')
