import { ICON_COMPONENTS } from '../../../schemas/shared/iconComponents'
import type { IconName } from '../../../schemas/shared/iconNames'
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
 * Whatever renders this carries the whole icon vocabulary (about 110 bytes gzip an icon): keep
 * it out of the landing's first load.
 */
export function Icon({ name, className, filled = false }: Props) {
  const Drawn = ICON_COMPONENTS[name]
  // data-icon names the icon for tests and for anyone reading the page's markup.
  return <Drawn className={['icon', className].filter(Boolean).join(' ')} data-icon={name} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} />
}
