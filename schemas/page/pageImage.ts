import * as z from 'zod/mini'
import { localeStringSchema } from '../localized/schema'
import { nonEmptyString } from '../shared/schema'

const positive = () => z.number().check(z.positive())
const fraction = () => z.number()

/**
 * An image field as the Studio stores it: the uploaded asset's reference, the hotspot and crop.
 * Removing the upload can leave the field without an asset; such an image counts as none.
 */
export const sanityImageSchema = z.object({
  _type: z.literal('image'),
  asset: z.optional(z.object({ _ref: nonEmptyString(), _type: z.literal('reference'), _weak: z.optional(z.boolean()) })),
  hotspot: z.optional(z.object({ _type: z.literal('sanity.imageHotspot'), x: fraction(), y: fraction(), height: fraction(), width: fraction() })),
  crop: z.optional(z.object({ _type: z.literal('sanity.imageCrop'), top: fraction(), bottom: fraction(), left: fraction(), right: fraction() })),
})

const pageImageShape = z.object({
  _type: z.literal('pageImage'),
  /** Uploaded to Sanity: its asset id gives its size, the renderer asks the image CDN for the slot's width. */
  image: z.optional(sanityImageSchema),
  /** A file the site ships (the seed's images). */
  src: z.optional(nonEmptyString()),
  alt: z.optional(localeStringSchema),
  // Required for a file so the browser can reserve the space (no layout shift when it arrives).
  width: z.optional(positive()),
  height: z.optional(positive()),
})

type Shape = z.infer<typeof pageImageShape>

/** One of the two sources, and a file's size: the Studio's validation, for content from anywhere. */
const sourceChecks = [
  z.refine<Shape>((image) => image.image?.asset !== undefined || image.src !== undefined, { error: 'An image needs an uploaded image or a src', path: ['src'] }),
  z.refine<Shape>((image) => image.image?.asset !== undefined || (image.width !== undefined && image.height !== undefined), {
    error: 'An image given by src needs its width and height',
    path: ['width'],
  }),
]

export const pageImageSchema = pageImageShape.check(...sourceChecks)

/** An image in a page's image list: array members carry a `_key`. */
export const keyedPageImageSchema = z.extend(pageImageShape, { _key: z.string() }).check(...sourceChecks)

export type SanityImage = z.infer<typeof sanityImageSchema>
export type PageImage = z.infer<typeof pageImageSchema>
export type KeyedPageImage = z.infer<typeof keyedPageImageSchema>
