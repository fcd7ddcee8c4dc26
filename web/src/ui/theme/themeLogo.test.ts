import { describe, expect, it } from 'vitest'
import type { LocalizedText } from '../../../../schemas/languages'
import type { ThemeLogo } from '../../../../schemas/theme/schema'
import { resolveLogo } from './themeLogo'

const polish = (value: LocalizedText | undefined) => value?.pl ?? ''
const alt = { _type: 'localeString' as const, en: 'Calm Screens', pl: 'Spokojne Ekrany' }
const project = { projectId: 'abc123', dataset: 'production' }

describe('resolveLogo', () => {
  it('shows a shipped file as it is, with the alt text in the visitor\'s language', () => {
    const logo: ThemeLogo = { _type: 'themeLogo', src: '/images/screendetox/logo.svg', alt, width: 136, height: 28 }
    expect(resolveLogo(logo, polish, undefined)).toEqual({ src: '/images/screendetox/logo.svg', alt: 'Spokojne Ekrany', width: 136, height: 28 })
  })

  it('builds an upload\'s CDN URL at twice the shown height; an SVG upload as it is', () => {
    const upload = (ref: string): ThemeLogo => ({ _type: 'themeLogo', image: { _type: 'image', asset: { _type: 'reference', _ref: ref } }, alt, width: 120, height: 28 })
    expect(resolveLogo(upload('image-a1b2c3-480x112-png'), polish, project)?.src).toBe('https://cdn.sanity.io/images/abc123/production/a1b2c3-480x112.png?h=56&fit=max&auto=format')
    expect(resolveLogo(upload('image-a1b2c3-160x28-svg'), polish, { ...project, baseUrl: 'http://127.0.0.1:3900' })?.src).toBe('http://127.0.0.1:3900/images/abc123/production/a1b2c3-160x28.svg')
    // Without the app's Sanity settings an upload has nowhere to come from.
    expect(resolveLogo(upload('image-a1b2c3-160x28-svg'), polish, undefined)).toBeUndefined()
  })

  it('gives nothing without a logo', () => {
    expect(resolveLogo(undefined, polish, project)).toBeUndefined()
  })
})
