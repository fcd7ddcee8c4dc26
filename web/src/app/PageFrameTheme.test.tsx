// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { deepsFunnel } from '../../../seed/funnels/deeps/index'
import { themeOf } from '../../../seed/themes'
import { deepsPageShown, renderFrame } from './pageFrameTestKit'

const page = deepsPageShown('age')

const showFrame = renderFrame

afterEach(cleanup)

describe('the frame and the funnel\'s theme', () => {
  it('carries the theme\'s tokens inline on its root; the first page is in the fallback font', () => {
    const frame = showFrame({ theme: themeOf('deeps') })
    expect(frame.style.getPropertyValue('--color-accent')).toBe('#1e3a8a')
    expect(frame.style.getPropertyValue('--accent')).toBe('#1e3a8a')
    expect(frame.style.getPropertyValue('--color-ink')).toBe('#1b1b1f')
    expect(frame.style.getPropertyValue('--page-background')).toBe('#f5f1ea')
    expect(frame.style.getPropertyValue('--radius')).toBe('14px')
    expect(frame.style.fontFamily).toBe('')
  })

  it('without a theme sets no token: the app\'s own look', () => {
    const frame = showFrame({ funnel: { ...deepsFunnel, background: undefined } })
    expect(frame.getAttribute('style') ?? '').not.toContain('--')
  })

  it('a page\'s own background still wins over the theme\'s', () => {
    const frame = showFrame({ theme: themeOf('deeps'), page: { ...page, background: '#101820' } })
    expect(frame.style.background).toBe('rgb(16, 24, 32)')
    expect(frame.style.getPropertyValue('--page-background')).toBe('#f5f1ea')
  })

  it('shows the logo with its alt text and size, and the funnel\'s name without one', () => {
    showFrame({ logo: { src: '/images/deeps/logo.svg', alt: 'Deeps', width: 88, height: 28 } })
    const logo = screen.getByRole('img', { name: 'Deeps' })
    expect(logo.getAttribute('src')).toBe('/images/deeps/logo.svg')
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['88', '28'])
    cleanup()
    showFrame()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Deeps')).toBeTruthy()
  })
})
