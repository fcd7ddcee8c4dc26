import { describe, expect, it } from 'vitest'
import { fontFaceCss, fontPreloadHref } from './themeFonts'

describe('theme fonts', () => {
  it('gives each shipped font a Latin and a Latin Extended face, optional so nothing waits or swaps', () => {
    const css = fontFaceCss('nunito')
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(2)
    for (const face of faces) {
      expect(face).toContain("font-family:'Nunito Variable'")
      expect(face).toContain('font-display:optional')
      expect(face).toMatch(/src:url\([^)]+\.woff2\) format\('woff2'\)/)
    }
    expect(faces[0]).toMatch(/nunito-latin-wght-normal[^)]*\.woff2.*unicode-range:U\+0000-00FF/)
    // Polish letters (ą U+0105, ł U+0142) are in the Latin Extended range only.
    expect(faces[1]).toMatch(/nunito-latin-ext-wght-normal[^)]*\.woff2.*unicode-range:U\+0100-02BA/)
  })

  it('preloads the Latin file only; the system font needs nothing', () => {
    expect(fontPreloadHref('inter')).toMatch(/inter-latin-wght-normal.*\.woff2$/)
    expect(fontPreloadHref('plusJakartaSans')).toMatch(/plus-jakarta-sans-latin-wght-normal.*\.woff2$/)
    expect(fontFaceCss('system')).toBe('')
    expect(fontPreloadHref('system')).toBeUndefined()
  })
})
