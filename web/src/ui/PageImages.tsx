import type { KeyedPageImage as PageImage } from '../../../schemas/page/pageImage'
import './PageImages.css'
import type { Translate } from '../../../schemas/languages'

/** Where the page's content places its images (the page's `imagePlacement` options). */
type Placement = 'top' | 'bottom' | 'background' | 'none'
export type ShownPlacement = Exclude<Placement, 'none'>

/**
 * Where a page's images go. Images without a placement go on top (the usual hero spot); 'none'
 * keeps them in the content, for preloading or a later variant, without showing them.
 */
export function imagePlacementOf(page: { images?: readonly PageImage[] | undefined; imagePlacement?: Placement | undefined }): ShownPlacement | undefined {
  if (!page.images?.length) return undefined
  const placement = page.imagePlacement ?? 'top'
  return placement === 'none' ? undefined : placement
}

interface Props {
  images: readonly PageImage[]
  placement: ShownPlacement
  t: Translate
  /** The first image is likely the largest paint on a landing page: load it first, not lazily. */
  priority?: boolean
}

/**
 * A page's images, always with width and height so the browser reserves their space before they
 * arrive (no layout shift). A background is decoration behind text: one image, no alt text.
 */
export function PageImages({ images, placement, t, priority = false }: Props) {
  const background = placement === 'background'
  const shown = background ? images.slice(0, 1) : images
  return (
    <div className={`page-images page-images-${placement}`} aria-hidden={background || undefined}>
      {shown.map((image, index) => {
        const eager = priority && index === 0
        return (
          <img
            key={image._key}
            src={image.src}
            alt={background ? '' : t(image.alt)}
            width={image.width}
            height={image.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? undefined : 'async'}
          />
        )
      })}
    </div>
  )
}
