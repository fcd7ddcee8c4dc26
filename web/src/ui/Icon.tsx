import { useEffect, useSyncExternalStore } from 'react'
import type { IconName } from '../../../schemas/shared/iconNames'
import { IconSvg } from '../../../schemas/shared/IconSvg'
import { iconNode, loadAllIcons, subscribeIconNodes } from './iconNodeStore'
import './Icon.css'

interface Props {
  name: IconName
  className?: string
  /** Fills the shape with the text colour (a rating's star) instead of drawing its outline. */
  filled?: boolean
}

/** Drawn while an icon the funnel's set lacks loads: an empty svg, whose box (1em) the icon then fills. */
const NOT_YET_LOADED = [] as const

/**
 * One content icon as inline SVG, sized by the font (1em) and coloured by the text colour, so it
 * sits on the text's line and takes its colour from the surrounding tokens. Decorative: hidden
 * from assistive technology and never focusable; the text beside it says what it means.
 * The drawing comes from the funnel's icon set, loaded before the template (iconNodeStore.ts);
 * one the set lacks (content published since the build) loads the whole set, and until then the
 * svg holds the icon's place, so nothing beside it moves.
 */
export function Icon({ name, className, filled = false }: Props) {
  const node = useSyncExternalStore(subscribeIconNodes, () => iconNode(name), () => iconNode(name))
  useEffect(() => {
    if (!node) loadAllIcons().catch((error: unknown) => console.warn('[icons] the icon set failed to load', error))
  }, [node])
  // data-icon names the icon for tests and for anyone reading the page's markup.
  return <IconSvg name={name} node={node ?? NOT_YET_LOADED} className={['icon', className].filter(Boolean).join(' ')} data-icon={name} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'} />
}
