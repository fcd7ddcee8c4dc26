// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../../schemas/shared/iconNames'
import { Icon } from './Icon'
import { ICON_SPRITE_URL } from './iconSpriteUrl'

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s from its symbol in the sprite, as a decorative svg that takes no focus', (name) => {
    const { container } = render(
      <p>
        <Icon name={name} /> text
      </p>,
    )
    const svg = container.querySelector('svg')!
    expect(svg.querySelector('use')?.getAttribute('href')).toBe(`${ICON_SPRITE_URL}#${name}`)
    expect([svg.getAttribute('data-icon'), svg.getAttribute('aria-hidden'), svg.getAttribute('focusable'), svg.getAttribute('fill'), svg.getAttribute('viewBox')]).toEqual([name, 'true', 'false', 'none', '0 0 24 24'])
    // The symbol's shapes draw with what the svg sets: the text colour, lucide's stroke.
    expect([svg.getAttribute('stroke'), svg.getAttribute('stroke-width'), svg.getAttribute('stroke-linecap'), svg.getAttribute('stroke-linejoin')]).toEqual(['currentColor', '2', 'round', 'round'])
    expect(svg.getAttribute('class')).toBe(`lucide lucide-${name} icon`)
  })

  it('fills the shape with the text colour when asked (a rating star)', () => {
    const { container } = render(<Icon name="star" filled className="rating-star" />)
    const svg = container.querySelector('svg')!
    expect([svg.getAttribute('fill'), svg.getAttribute('class')]).toEqual(['currentColor', 'lucide lucide-star icon rating-star'])
  })
})
