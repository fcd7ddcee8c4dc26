// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ICON_NAMES } from '../../../schemas/shared/iconNames'
import { Icon } from './Icon'

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s as a decorative svg that takes no focus', (name) => {
    const { container } = render(
      <p>
        <Icon name={name} /> text
      </p>,
    )
    const svg = container.querySelector('svg')!
    expect(svg).not.toBeNull()
    expect(svg.querySelector('path, circle, rect, line, polyline, polygon, ellipse')).not.toBeNull()
    expect([svg.getAttribute('data-icon'), svg.getAttribute('aria-hidden'), svg.getAttribute('focusable'), svg.getAttribute('fill')]).toEqual([name, 'true', 'false', 'none'])
    expect(svg.classList.contains('icon')).toBe(true)
  })

  it('fills the shape with the text colour when asked (a rating star)', () => {
    const { container } = render(<Icon name="star" filled className="rating-star" />)
    const svg = container.querySelector('svg')!
    expect([svg.getAttribute('fill'), svg.getAttribute('class')?.includes('rating-star')]).toEqual(['currentColor', true])
  })
})
