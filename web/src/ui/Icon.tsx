import type { IconName } from '../../../schemas/shared/iconNames'
import { ICON_SPRITE_URL } from './iconSpriteUrl'
import { warmIconSprite } from './iconSpriteWarmup'
import './Icon.css'

// The drawings load with the code that draws them: a template that draws icons brings this
// module when it loads, or is preloaded as the next page, so that page's icons come with it.
warmIconSprite()

interface Props {
  name: IconName
  className?: string
  /** Fills the shape with the text colour (a rating's star) instead of drawing its outline. */
  filled?: boolean
}

/**
 * One content icon, sized by the font (1em) and coloured by the text colour, so it sits on the
 * text's line and takes its colour from the surrounding tokens. Decorative: hidden from assistive
 * technology and never focusable; the text beside it says what it means. The drawing is a symbol
 * of the icons' sprite (scripts/icons/iconSprite.ts), an image cached once for every funnel, so no
 * page's JavaScript carries drawings; the svg holds its 1em box while the sprite loads.
 */
export function Icon({ name, className, filled = false }: Props) {
  // lucide's attributes and class names, as the icons had when lucide-react drew them.
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${name} icon${className ? ` ${className}` : ''}`}
      data-icon={name}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
