import * as z from 'zod/mini'
import { localePortableTextSchema, localeStringSchema, localeTextSchema } from '../localized/schema'
import { processingRuleSchema } from '../rule/schema'
import { COMPONENT_TYPES } from './componentTypes'
import { documentBase, nonEmptyString, referenceSchema } from '../shared/schema'
import { pageImageSchema } from './pageImage'
import {
  answerVariantSchema,
  chartSchema,
  confirmSchema,
  empathyRangeSchema,
  expertSchema,
  optionInfoSchema,
  pageItemSchema,
  paywallSchema,
  reviewSchema,
  scaleLabelsSchema,
  resultScoringSchema,
  storeRatingsSchema,
} from './blocks/schema'

export const SELECTION_MODES = ['single', 'multi'] as const
export const IMAGE_PLACEMENTS = ['top', 'bottom', 'background', 'none'] as const

const keyedLocaleString = z.extend(localeStringSchema, { _key: z.string() })
const keyedLocaleText = z.extend(localeTextSchema, { _key: z.string() })

/** One page of a funnel, validated on its own. */
export const pageSchema = z.extend(documentBase('page'), {
  name: z.optional(z.string()),
  key: nonEmptyString(),
  path: z.optional(z.string()),
  componentType: z.enum(COMPONENT_TYPES),
  section: z.optional(z.string()),
  hasProgress: z.optional(z.boolean()),
  totalProgress: z.optional(z.number().check(z.positive())),
  background: z.optional(z.string()),
  hidden: z.optional(z.boolean()),
  isInterruptor: z.optional(z.boolean()),
  isInterruptorFirst: z.optional(z.boolean()),
  stickyAction: z.optional(z.boolean()),
  imagePlacement: z.optional(z.enum(IMAGE_PLACEMENTS)),
  images: z.optional(z.array(pageImageSchema)),
  nextImages: z.optional(z.array(z.string())),
  title: z.optional(localeStringSchema),
  titleAlternatives: z.optional(z.array(keyedLocaleString)),
  paragraphs: z.optional(z.array(keyedLocaleText)),
  paragraphAlternatives: z.optional(z.array(keyedLocaleText)),
  body: z.optional(localePortableTextSchema),
  buttonText: z.optional(localeStringSchema),
  footer: z.optional(localeTextSchema),
  optionSet: z.optional(referenceSchema),
  selectionMode: z.optional(z.enum(SELECTION_MODES)),
  benefitsKey: z.optional(z.string()),
  bannerKey: z.optional(z.string()),
  versionKey: z.optional(z.string()),
  paywallType: z.optional(z.string()),
  discountPercent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  items: z.optional(z.array(pageItemSchema)),
  reviews: z.optional(z.array(reviewSchema)),
  chart: z.optional(chartSchema),
  expert: z.optional(expertSchema),
  paywall: z.optional(paywallSchema),
  empathyInfo: z.optional(z.array(empathyRangeSchema)),
  optionInfo: z.optional(z.array(optionInfoSchema)),
  answerVariants: z.optional(z.array(answerVariantSchema)),
  scaleLabels: z.optional(scaleLabelsSchema),
  confirm: z.optional(confirmSchema),
  storeRatings: z.optional(storeRatingsSchema),
  resultScoring: z.optional(resultScoringSchema),
  rules: z.optional(z.array(processingRuleSchema)),
})

export { pageImageSchema }

export type PageDocument = z.infer<typeof pageSchema>
