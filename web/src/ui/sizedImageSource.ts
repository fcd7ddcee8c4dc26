import { tryGetImageDimensions } from '@sanity/asset-utils'
import { createImageUrlBuilder } from '@sanity/image-url'
import type { PageImage, SanityImage } from '../../../schemas/page/pageImage'
import type { SanityImageProject } from './sanityImageProject'

/** What an <img> needs to show an uploaded image in a slot of a given CSS width. */
export interface SizedImageSource {
  src: string
  /** The same image at 1x and 2x the slot's width, for high-density screens. */
  srcSet: string
  width: number | undefined
  height: number | undefined
  /** The hotspot as a CSS object-position: slots that crop (object-fit: cover) keep it in view. */
  objectPosition: string | undefined
}

/**
 * Sized URLs for an uploaded image from Sanity's image pipeline: the slot's width (never wider
 * than the image), the best format the browser accepts, and the crop set in the Studio. The
 * size reserved on the page is the content's width and height when given, else the asset's own
 * (Sanity's asset ids carry it), less the crop.
 */
export function sizedImageSource(project: SanityImageProject, image: PageImage & { image: SanityImage & { asset: object } }, slotWidth: number): SizedImageSource {
  const { asset, crop, hotspot } = image.image
  const own = tryGetImageDimensions(asset)
  const cropped = own && {
    width: Math.round(own.width * (1 - (crop?.left ?? 0) - (crop?.right ?? 0))),
    height: Math.round(own.height * (1 - (crop?.top ?? 0) - (crop?.bottom ?? 0))),
  }
  const width = image.width ?? cropped?.width
  const height = image.height ?? cropped?.height
  const slot = Math.round(Math.min(slotWidth, width ?? slotWidth))
  const builder = createImageUrlBuilder(project).image(image.image).fit('max').auto('format')
  const src = builder.width(slot).url()
  return {
    src,
    srcSet: `${src} 1x, ${builder.width(slot * 2).url()} 2x`,
    width,
    height,
    objectPosition: hotspot ? `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%` : undefined,
  }
}
