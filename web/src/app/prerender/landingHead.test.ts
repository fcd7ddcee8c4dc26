import { describe, expect, it } from 'vitest'
import { themeOf } from '../../../../seed/themes'
import { landingHead } from './landingHead'

describe('landingHead', () => {
  it('colours the browser with the theme\'s background and preloads no font (the first paint is in the fallback font)', () => {
    expect(landingHead({ theme: themeOf('leadership') })).toEqual({ themeColor: '#f4f6fa' })
  })

  it('says nothing without a theme', () => {
    expect(landingHead({ theme: { ...themeOf('demo'), font: 'system' } })).toEqual({ themeColor: '#f6f3ee' })
    expect(landingHead({ theme: null })).toEqual({})
    expect(landingHead({})).toEqual({})
  })
})
