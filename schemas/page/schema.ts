import * as z from 'zod'
import { localePortableTextSchema, localeStringSchema, localeTextSchema } from '../localized/schema'
import { processingRuleSchema } from '../rule/schema'
import { COMPONENT_TYPES } from './componentTypes'
import { documentBase, referenceSchema } from '../shared/schema'

export const SELECTION_MODES = ['single', 'multi'] as const
export const IMAGE_PLACEMENTS = ['top', 'bottom', 'background', 'none'] as const

export const pageImageSchema = z.object({
  _type: z.literal('pageImage'),
  _key: z.string(),
  src: z.string().min(1),
  alt: localeStringSchema.optional(),
  // Required so the browser can reserve the space: no layout shift when the image arrives.
  width: z.number().positive(),
  height: z.number().positive(),
})

const keyedLocaleString = localeStringSchema.extend({ _key: z.string() })
const keyedLocaleText = localeTextSchema.extend({ _key: z.string() })

/** One page of a funnel, validated on its own. */
export const pageSchema = documentBase('page').extend({
  name: z.string().optional(),
  key: z.string().min(1),
  path: z.string().optional(),
  componentType: z.enum(COMPONENT_TYPES),
  section: z.string().optional(),
  hasProgress: z.boolean().optional(),
  totalProgress: z.number().positive().optional(),
  background: z.string().optional(),
  hidden: z.boolean().optional(),
  isInterruptor: z.boolean().optional(),
  isInterruptorFirst: z.boolean().optional(),
  stickyAction: z.boolean().optional(),
  imagePlacement: z.enum(IMAGE_PLACEMENTS).optional(),
  images: z.array(pageImageSchema).optional(),
  nextImages: z.array(z.string()).optional(),
  title: localeStringSchema.optional(),
  titleAlternatives: z.array(keyedLocaleString).optional(),
  paragraphs: z.array(keyedLocaleText).optional(),
  paragraphAlternatives: z.array(keyedLocaleText).optional(),
  body: localePortableTextSchema.optional(),
  buttonText: localeStringSchema.optional(),
  footer: localeTextSchema.optional(),
  optionSet: referenceSchema.optional(),
  selectionMode: z.enum(SELECTION_MODES).optional(),
  benefitsKey: z.string().optional(),
  bannerKey: z.string().optional(),
  versionKey: z.string().optional(),
  paywallType: z.string().optional(),
  discountPercent: z.number().min(0).max(100).optional(),
  rules: z.array(processingRuleSchema).optional(),
})

export type PageDocument = z.infer<typeof pageSchema>
