import { describe, expect, it } from 'vitest'
import { contrastRatio, formatRatio, relativeLuminance, textOn } from './contrast'

describe('contrastRatio', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // The classic pair: the lightest grey on white that passes AA.
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1')
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1')
    expect(formatRatio(contrastRatio('#2f5bea', '#ffffff'))).toBe('5.51:1')
  })

  it('is symmetric: which colour is lighter does not matter', () => {
    expect(contrastRatio('#ffffff', '#c2410c')).toBe(contrastRatio('#c2410c', '#ffffff'))
  })

  it('linearises sRGB as the standard says (the low segment too)', () => {
    expect(relativeLuminance('#ffffff')).toBe(1)
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 10)
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6)
  })
})

describe('formatRatio', () => {
  it('never rounds a failing ratio up to the threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1')
    expect(formatRatio(3)).toBe('3:1')
  })
})

describe('textOn', () => {
  it('takes white on a dark fill and the ink on a light one', () => {
    expect(textOn('#2f5bea', '#1b1b1f')).toBe('#ffffff')
    expect(textOn('#ffd34d', '#1b1b1f')).toBe('#1b1b1f')
  })
})
