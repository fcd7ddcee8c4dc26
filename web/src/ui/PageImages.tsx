import { lazy, Suspense, useContext } from 'react'
import type { KeyedPageImage, PageImage as PageImageContent, SanityImage } from '../../../schemas/page/pageImage'
import type { Translate } from '../../../schemas/languages'
import { SanityImageProjectContext } from './sanityImageProject'
import type { ImageAttributes } from './UploadedImage'
import './PageImages.css'
import { useFirstScreen } from './firstScreen'

// Sanity's URL builder loads only for a page that shows an uploaded image: shipped files need none.
const UploadedImage = lazy(() => import('./UploadedImage'))

/** The CSS width of the page's content column (--content-max-width, 31.25rem): no image is shown wider. */
export const CONTENT_WIDTH = 500

/** Where the page's content places its images (the page's `imagePlacement` options). */
type Placement = 'top' | 'bottom' | 'background' | 'none'
export type ShownPlacement = Exclude<Placement, 'none'>

/**
 * Where a page's images go. Images without a placement go on top (the usual hero spot); 'none'
 * keeps them in the content, for preloading or a later variant, without showing them.
 */
export function imagePlacementOf(page: { images?: readonly KeyedPageImage[] | undefined; imagePlacement?: Placement | undefined }): ShownPlacement | undefined {
  if (!page.images?.length) return undefined
  const placement = page.imagePlacement ?? 'top'
  return placement === 'none' ? undefined : placement
}

type Upload = PageImageContent & { image: SanityImage & { asset: object } }
const isUpload = (image: PageImageContent): image is Upload => image.image?.asset !== undefined

interface PageImageProps extends ImageAttributes {
  image: PageImageContent
  /** The CSS width of the place the image fills, for the size an upload is fetched at. */
  slotWidth: number
}

/**
 * One image of a page: a file the site ships as it is, or an upload from Sanity's image pipeline
 * sized for its slot. Until the upload's code has loaded, its space is kept when the content
 * gives its size.
 */
export function PageImage({ image, slotWidth, ...attributes }: PageImageProps) {
  const project = useContext(SanityImageProjectContext)
  if (!isUpload(image)) return <img {...attributes} src={image.src} width={image.width} height={image.height} />
  // Without the app's Sanity settings there is nowhere to fetch an upload from: it is left out.
  if (!project) return null
  const space = image.width && image.height ? <span className={`page-image-space ${attributes.className ?? ''}`} style={{ width: image.width, aspectRatio: `${image.width} / ${image.height}` }} /> : null
  return (
    <Suspense fallback={space}>
      <UploadedImage {...attributes} image={image} slotWidth={slotWidth} project={project} />
    </Suspense>
  )
}

interface Props {
  images: readonly KeyedPageImage[]
  placement: ShownPlacement
  t: Translate
  /** The first image is likely the largest paint on a landing page: load it first, not lazily (on any visit's first page too: FirstScreenContext). */
  priority?: boolean
}

/**
 * A page's images, always with width and height so the browser reserves their space before they
 * arrive (no layout shift). A background is decoration behind text: one image, no alt text.
 */
export function PageImages({ images, placement, t, priority = false }: Props) {
  // On the visit's first page (a deep link) the first image leads, as on a landing; behind text it never does.
  const first = useFirstScreen() && placement !== 'background'
  const background = placement === 'background'
  const shown = background ? images.slice(0, 1) : images
  return (
    <div className={`page-images page-images-${placement}`} aria-hidden={background || undefined}>
      {shown.map((image, index) => {
        const eager = (priority || first) && index === 0
        return (
          <PageImage
            key={image._key}
            image={image}
            slotWidth={CONTENT_WIDTH}
            alt={background ? '' : t(image.alt)}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? undefined : 'async'}
            // The largest paint of a landing: its app is asked for once this is on screen.
            {...(eager ? { elementtiming: 'hero' } : {})}
          />
        )
      })}
    </div>
  )
}
