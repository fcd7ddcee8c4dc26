import { describe, expect, it } from 'vitest'
import { themeOf } from '../../../../seed/themes'
import { prerenderedHead } from './prerenderedHead'

describe('prerenderedHead', () => {
  it('colours the browser with the theme\'s background and preloads no font (the first paint is in the fallback font)', () => {
    expect(prerenderedHead({ theme: themeOf('leadership') })).toEqual({ themeColor: '#f4f6fa' })
  })

  it('says nothing without a theme', () => {
    expect(prerenderedHead({ theme: { ...themeOf('demo'), font: 'system' } })).toEqual({ themeColor: '#f6f3ee' })
    expect(prerenderedHead({ theme: null })).toEqual({})
    expect(prerenderedHead({})).toEqual({})
  })
})
