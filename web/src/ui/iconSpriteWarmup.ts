import type { IconName } from '../../../schemas/shared/iconNames'
import { ICON_SPRITE_URL } from './iconSpriteUrl'

const SVG = 'http://www.w3.org/2000/svg'
/** Any symbol of the sprite loads all of it; a content icon's name, so a renamed icon is a type error here. */
const ANY_SYMBOL: IconName = 'check'
let warmed = false

/**
 * Loads the icons' sprite into the page as soon as the code that draws icons loads (ui/Icon.tsx,
 * with the template of a page ahead), so that page's icons appear with it. A hidden `<use>` of one
 * symbol, because the browser keeps an external sprite per document: the same request a drawn
 * icon makes, made once, and every later icon draws from it at once.
 */
export function warmIconSprite(): void {
  if (warmed || typeof document === 'undefined') return
  warmed = true
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('width', '0')
  svg.setAttribute('height', '0')
  svg.style.position = 'absolute'
  const use = document.createElementNS(SVG, 'use')
  use.setAttribute('href', `${ICON_SPRITE_URL}#${ANY_SYMBOL}`)
  svg.append(use)
  document.body.append(svg)
}
