import type { Translate } from '../../../../schemas/languages'
import type { ThemeLogo } from '../../../../schemas/theme/schema'
import type { LogoImage } from '../FunnelLogo'
import type { SanityImageProject } from '../sanityImageProject'

// Sanity's image asset ids carry the file's id, pixel size and format: image-<id>-<w>x<h>-<ext>.
const ASSET_ID = /^image-([0-9a-f]+)-(\d+x\d+)-(\w+)$/

/**
 * A theme's logo as the header shows it: a shipped file as it is, an upload from the project's
 * image CDN at twice its shown height (sharp on high-density screens; an SVG upload is served
 * as it is). Built here, without Sanity's URL builder, so the header costs the landing nothing.
 * Undefined when there is nothing to show (an upload without the app's Sanity settings).
 */
export function resolveLogo(logo: ThemeLogo | undefined, t: Translate, project: SanityImageProject | undefined): LogoImage | undefined {
  if (!logo) return undefined
  const shown = { alt: t(logo.alt), width: logo.width, height: logo.height }
  const ref = logo.image?.asset?._ref
  const asset = ref ? ASSET_ID.exec(ref) : null
  if (asset && project) {
    const [, id, size, format] = asset
    const base = project.baseUrl ?? 'https://cdn.sanity.io'
    const resize = format === 'svg' ? '' : `?h=${String(logo.height * 2)}&fit=max&auto=format`
    return { ...shown, src: `${base}/images/${project.projectId}/${project.dataset}/${id!}-${size!}.${format!}${resize}` }
  }
  return logo.src ? { ...shown, src: logo.src } : undefined
}
