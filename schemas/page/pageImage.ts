import * as z from 'zod/mini'
import { localeStringSchema } from '../localized/schema'
import { nonEmptyString } from '../shared/schema'

const positive = () => z.number().check(z.positive())

export const pageImageSchema = z.object({
  _type: z.literal('pageImage'),
  src: nonEmptyString(),
  alt: z.optional(localeStringSchema),
  // Required so the browser can reserve the space: no layout shift when the image arrives.
  width: positive(),
  height: positive(),
})

/** An image in a page's image list: array members carry a `_key`. */
export const keyedPageImageSchema = z.extend(pageImageSchema, { _key: z.string() })

export type PageImage = z.infer<typeof pageImageSchema>
export type KeyedPageImage = z.infer<typeof keyedPageImageSchema>
