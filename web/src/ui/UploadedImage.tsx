import type { ImgHTMLAttributes } from 'react'
import type { PageImage, SanityImage } from '../../../schemas/page/pageImage'
import type { SanityImageProject } from './sanityImageProject'
import { sizedImageSource } from './sizedImageSource'

export type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** Element Timing: the browser reports when this image is painted (the landing's start waits for it). */
  elementtiming?: string
}

interface Props extends ImageAttributes {
  image: PageImage & { image: SanityImage & { asset: object } }
  slotWidth: number
  project: SanityImageProject
}

/**
 * An image uploaded in the Studio, from Sanity's image pipeline at the slot's size. Loaded on
 * demand (the URL builder stays off the landing route while the shipped images need none).
 */
export default function UploadedImage({ image, slotWidth, project, style, ...attributes }: Props) {
  const source = sizedImageSource(project, image, slotWidth)
  return (
    <img
      {...attributes}
      src={source.src}
      srcSet={source.srcSet}
      width={source.width}
      height={source.height}
      style={source.objectPosition ? { ...style, objectPosition: source.objectPosition } : style}
    />
  )
}
