import { ICON_NODES } from '../../../schemas/shared/iconNodes'
import type { IconName } from '../../../schemas/shared/iconNames'
import { IconSvg } from '../../../schemas/shared/IconSvg'
import './Icon.css'

interface Props {
  name: IconName
  className?: string
  /** Fills the shape with the text colour (a rating's star) instead of drawing its outline. */
  filled?: boolean
}

/**
 * One content icon as inline SVG, sized by the font (1em) and coloured by the text colour, so it
 * sits on the text's line and takes its colour from the surrounding tokens. Decorative: hidden
 * from assistive technology and never focusable; the text beside it says what it means.
 * Whatever renders this carries the whole icon vocabulary's drawings (about 90 bytes brotli an
 * icon): keep it out of the landing's first load.
 */
export function Icon({ name, className, filled = false }: Props) {
  // data-icon names the icon for tests and for anyone reading the page's markup.
  return <IconSvg name={name} node={ICON_NODES[name]} className={['icon', className].filter(Boolean).join(' ')} data-icon={name} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} />
}
