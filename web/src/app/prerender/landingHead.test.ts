import { describe, expect, it } from 'vitest'
import { themeOf } from '../../../../seed/themes'
import { landingHead } from './landingHead'

describe('landingHead', () => {
  it('preloads the theme font\'s Latin file and colours the browser with the theme\'s background', () => {
    expect(landingHead({ theme: themeOf('leadership') })).toEqual({ fontPreload: expect.stringMatching(/plus-jakarta-sans-latin-wght-normal.*\.woff2$/), themeColor: '#f4f6fa' })
  })

  it('preloads nothing for the system font, and says nothing without a theme', () => {
    expect(landingHead({ theme: { ...themeOf('demo'), font: 'system' } })).toEqual({ themeColor: '#f6f3ee' })
    expect(landingHead({ theme: null })).toEqual({})
    expect(landingHead({})).toEqual({})
  })
})
