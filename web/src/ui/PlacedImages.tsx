import type { KeyedPageImage } from '../../../schemas/page/pageImage'
import type { Translate } from '../../../schemas/languages'
import { imagePlacementOf, PageImages, type ShownPlacement } from './PageImages'

interface Props {
  /** The page's `images` and `imagePlacement`, as its template's contract reads them. */
  page: { images?: readonly KeyedPageImage[] | undefined; imagePlacement?: 'top' | 'bottom' | 'background' | 'none' | undefined }
  /** The slot of the template this element fills: it shows the images only when the page places them here. */
  at: ShownPlacement
  t: Translate
  /** Only a landing's hero competes with the first paint; every other image loads lazily. */
  priority?: boolean
}

/**
 * A page's images in one slot of its template. A template puts one of these in each slot it
 * offers (top, bottom, background) and the page's placement picks which one shows them.
 */
export function PlacedImages({ page, at, t, priority = false }: Props) {
  if (!page.images || imagePlacementOf(page) !== at) return null
  return <PageImages images={page.images} placement={at} t={t} priority={priority} />
}
