import { describe, expect, it } from 'vitest'
import { empathyInfoFor } from './empathyInfo'

const low = { rangeStart: 0, rangeEnd: 2, text: 'low' }
const high = { rangeStart: 3, rangeEnd: 4, text: 'high' }

describe('empathyInfoFor', () => {
  it('gives the low text for indexes 0 to 2 and the high text for 3 and 4, ends included', () => {
    expect([0, 1, 2, 3, 4].map((index) => empathyInfoFor([low, high], index)?.text)).toEqual(['low', 'low', 'low', 'high', 'high'])
  })

  it('does not depend on the order the ranges are stored in', () => {
    expect(empathyInfoFor([high, low], 2)?.text).toBe('low')
    expect(empathyInfoFor([high, low], 3)?.text).toBe('high')
  })

  it('gives nothing without an answer, without ranges, or for an index no range holds', () => {
    expect(empathyInfoFor([low, high], undefined)).toBeUndefined()
    expect(empathyInfoFor(undefined, 1)).toBeUndefined()
    expect(empathyInfoFor([], 1)).toBeUndefined()
    expect(empathyInfoFor([low], 3)).toBeUndefined()
    expect(empathyInfoFor([low, high], 5)).toBeUndefined()
    expect(empathyInfoFor([low, high], -1)).toBeUndefined()
  })
})
