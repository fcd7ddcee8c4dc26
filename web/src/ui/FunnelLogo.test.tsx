// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FunnelLogo } from './FunnelLogo'

afterEach(cleanup)

describe('FunnelLogo', () => {
  it("with the theme's logo: an image with its alt text and size, loaded at low priority and decoded off the main thread", () => {
    render(<FunnelLogo logo={{ src: '/logos/stepwise.svg', alt: 'Stepwise Leadership', width: 160, height: 32 }} name="Stepwise Leadership" />)
    const image = screen.getByRole('img', { name: 'Stepwise Leadership' })
    expect(image.getAttribute('src')).toBe('/logos/stepwise.svg')
    expect(image.getAttribute('width')).toBe('160')
    expect(image.getAttribute('height')).toBe('32')
    expect(image.getAttribute('fetchpriority')).toBe('low')
    expect(image.getAttribute('decoding')).toBe('async')
    expect(image.classList.contains('logo-image')).toBe(true)
    expect(screen.queryByText('Stepwise Leadership', { selector: 'span' })).toBeNull()
  })

  it('without one: the name as text on one line (the class that keeps it from wrapping)', () => {
    render(<FunnelLogo name="Stepwise Leadership" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Stepwise Leadership').classList.contains('logo-name')).toBe(true)
  })
})
