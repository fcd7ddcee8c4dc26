import { describe, expect, it } from 'vitest'
import { themeOf } from '../../../../seed/themes'
import { mix, themeStyle } from './themeStyle'

describe('themeStyle', () => {
  it('without a theme sets nothing: the app.css tokens apply as they are', () => {
    expect(themeStyle(undefined)).toEqual({})
    expect(themeStyle(null)).toEqual({})
  })

  it('maps the theme onto the tokens app.css defines, aliases included', () => {
    const style = themeStyle(themeOf('screendetox'))
    expect(style).toMatchObject({
      '--color-accent': '#23704a',
      '--accent': '#23704a',
      '--color-on-accent': '#ffffff',
      '--accent-ink': '#ffffff',
      '--color-highlight': '#c2410c',
      '--color-on-highlight': '#ffffff',
      '--color-ink': '#1c2420',
      '--ink': '#1c2420',
      '--page-background': '#f4f7f2',
      '--color-surface': '#ffffff',
      '--color-success': '#1f7a4d',
      '--color-warning': '#8a4b00',
      '--radius': '16px',
      '--radius-small': '8px',
      '--button-radius': 'var(--radius-pill)',
    })
    // The font is the frame's to set once it has loaded (useThemeFont), never on the first paint.
    expect(style.fontFamily).toBeUndefined()
  })

  it('computes the primary\'s shades, and rounded buttons take the radius', () => {
    const style = themeStyle(themeOf('demo'))
    expect(style['--color-accent-strong']).toBe(mix('#2f5bea', '#000000', 0.3))
    expect(style['--color-accent-soft']).toBe(mix('#2f5bea', '#ffffff', 0.92))
    expect(style['--shadow-accent']).toBe('0 4px 14px rgba(47, 91, 234, 0.15)')
    expect(style['--button-radius']).toBe('14px')
  })

  it('a light primary gets the text colour as its label', () => {
    const theme = themeOf('demo')
    expect(themeStyle({ ...theme, colors: { ...theme.colors, primary: '#ffd34d' } })['--accent-ink']).toBe('#1b1b1f')
  })
})

describe('mix', () => {
  it('moves a colour toward another', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mix('#2f5bea', '#2f5bea', 0.7)).toBe('#2f5bea')
    expect(mix('#2f5bea', '#ffffff', 1)).toBe('#ffffff')
  })
})
