/**
 * Illustrations the site ships (web/public/images/<funnel>/<name>.svg) as page images: a page
 * takes one with `...illustrated(image)`, which sets its `images` and `imagePlacement` only, so
 * the rest of its definition stays as it was. A funnel's page list then lets each page preload
 * the next one's (`preloadingNextImages`).
 */
import type { LocaleString } from '../../schemas/localized/schema'
import type { PageImage } from '../../schemas/page/pageImage'
import type { PageDocument } from '../../schemas/page/schema'
import { keyed } from '../build'

/** A shipped illustration: its width and height are its viewBox's, so the page reserves its space. */
export type Illustration = PageImage & { src: string; width: number; height: number; alt: LocaleString }

/** The illustration builder of one funnel's folder of images. */
export const illustrationsOf =
  (funnel: string) =>
  (name: string, width: number, height: number, alt: LocaleString): Illustration => ({ _type: 'pageImage', src: `/images/${funnel}/${name}.svg`, width, height, alt })

/** A page's image fields for one illustration (on top of the page unless placed elsewhere). */
export const illustrated = (image: Illustration, imagePlacement: 'top' | 'bottom' | 'background' = 'top') => ({ images: keyed([image], 'img'), imagePlacement })

/**
 * Each page asks the browser to fetch the next shown page's illustrations once it is idle
 * (`nextImages`), so a lazily loaded image is already cached when its page appears: stories
 * advance by themselves and a question answers with one tap.
 */
export function preloadingNextImages(pages: PageDocument[]): PageDocument[] {
  return pages.map((page, index) => {
    const next = pages.slice(index + 1).find((candidate) => !candidate.hidden)
    const sources = next && 'images' in next ? (next.images ?? []).flatMap((image) => (image.src ? [image.src] : [])) : []
    if (sources.length === 0) return page
    return { ...page, nextImages: [...new Set([...(page.nextImages ?? []), ...sources])] }
  })
}
