import { describe, expect, it } from 'vitest'
import { SEGMENT_UNIT, splitDuration } from './splitDuration'

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let next = 0
  return () => values[next++ % values.length]!
}
const sum = (segments: number[]) => segments.reduce((total, segment) => total + segment, 0)

describe('splitDuration (spec 9: random segments on 300-unit boundaries)', () => {
  it('splits evenly when the random source sits in the middle', () => {
    expect(splitDuration(4800, 4, () => 0.5)).toEqual([1200, 1200, 1200, 1200])
  })

  it('moves each boundary by whole units, at random, within half an even share', () => {
    // 16 units in 4 parts: boundaries at 4, 8 and 12 units, each moved by at most one unit.
    expect(splitDuration(4800, 4, () => 0)).toEqual([900, 1200, 1200, 1500])
    expect(splitDuration(4800, 4, () => 0.99)).toEqual([1500, 1200, 1200, 900])
    expect(splitDuration(4800, 4, sequence(0.99, 0, 0.5))).toEqual([1500, 600, 1500, 1200])
  })

  it('puts every boundary on a multiple of 300 and adds up to the duration', () => {
    for (let seed = 0; seed < 50; seed++) {
      const random = sequence(((seed * 37) % 100) / 100, ((seed * 61) % 100) / 100, ((seed * 17) % 100) / 100)
      const segments = splitDuration(6000, 4, random)
      expect(sum(segments)).toBe(6000)
      expect(segments.every((segment) => segment >= SEGMENT_UNIT && segment % SEGMENT_UNIT === 0)).toBe(true)
    }
  })

  it('gives a remainder below one unit to the last segment', () => {
    expect(splitDuration(1000, 3, () => 0.5)).toEqual([300, 300, 400])
  })

  it('splits evenly a duration too short for a unit per part, and returns one segment for one part', () => {
    expect(splitDuration(600, 4, () => 0)).toEqual([150, 150, 150, 150])
    expect(splitDuration(4800, 1, () => 0)).toEqual([4800])
    expect(splitDuration(4800, 0)).toEqual([])
  })
})
