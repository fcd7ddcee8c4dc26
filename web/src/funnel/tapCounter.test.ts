import { describe, expect, it } from 'vitest'
import { createTapCounter } from './tapCounter'

describe('debug gesture (spec 2.6)', () => {
  it('opens on the seventh tap within 3 s', () => {
    let now = 0
    const tap = createTapCounter(() => now)
    const results = Array.from({ length: 7 }, () => {
      now += 400
      return tap()
    })
    expect(results).toEqual([false, false, false, false, false, false, true])
  })

  it('starts counting again after 3 s', () => {
    let now = 0
    const tap = createTapCounter(() => now)
    for (let i = 0; i < 6; i++) tap()
    now = 3001
    const results = Array.from({ length: 7 }, () => tap())
    expect(results.at(-1)).toBe(true)
    expect(results.slice(0, 6).every((r) => !r)).toBe(true)
  })

  it('six taps and a late seventh do not open it', () => {
    let now = 0
    const tap = createTapCounter(() => now)
    for (let i = 0; i < 6; i++) {
      now += 500
      tap()
    }
    now += 1000 // 3.5 s after the first tap
    expect(tap()).toBe(false)
  })
})
