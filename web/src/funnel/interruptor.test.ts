import { describe, expect, it } from 'vitest'
import { countWords, interruptorDuration, StoryClock, storyProgress, tapAction } from './interruptor'
import { storyLengths, storyPosition } from './storyPosition'

describe('interstitial display time (spec 2.5)', () => {
  it('is at least 5000 ms', () => {
    expect(interruptorDuration(0, false)).toBe(5000)
    expect(interruptorDuration(0, true)).toBe(5500)
  })

  it('is 3500 ms + 2000 ms for the first or 1000 ms for others + words / 3.5 seconds', () => {
    expect(interruptorDuration(35, true)).toBe(3500 + 2000 + 10_000)
    expect(interruptorDuration(35, false)).toBe(3500 + 1000 + 10_000)
    expect(interruptorDuration(1.75, false)).toBe(5000) // 3500 + 1000 + 500 is under the minimum
  })

  it('counts words across title and paragraphs', () => {
    expect(countWords(['Small steps, real change', ' one  two ', undefined, ''])).toBe(6)
  })
})

describe('taps (spec 2.5)', () => {
  it('right half is next; left half is back, or pause on the first segment', () => {
    expect(tapAction(300, 400, 0)).toBe('next')
    expect(tapAction(200, 400, 1)).toBe('next')
    expect(tapAction(100, 400, 1)).toBe('back')
    expect(tapAction(100, 400, 0)).toBe('togglePause')
  })
})

describe('StoryClock', () => {
  it('counts only running time', () => {
    let now = 0
    const clock = new StoryClock(5000, () => now)
    clock.start()
    now = 1000
    clock.pause()
    now = 4000
    expect(clock.remaining()).toBe(4000)
    clock.start()
    now = 6000
    expect(clock.remaining()).toBe(2000)
    expect(clock.paused).toBe(false)
  })
})

describe('story position', () => {
  const pages = [{}, { isInterruptor: true }, { isInterruptor: true }, { isInterruptor: true }, {}, { isInterruptor: true }]
  it('consecutive interstitials are one story', () => {
    expect(storyPosition(pages, 1)).toEqual({ index: 0, count: 3, first: true })
    expect(storyPosition(pages, 3)).toEqual({ index: 2, count: 3, first: false })
    expect(storyPosition(pages, 5)).toEqual({ index: 0, count: 1, first: false })
    expect(storyPosition(pages, 0)).toBeNull()
  })

  it('the first interstitial is the first one left after processing, whatever the variants removed', () => {
    // The content's first interstitial was hidden by a variant: the next one takes its +2000 ms.
    const processed = [{}, {}, { isInterruptor: true }, { isInterruptor: true }]
    expect(storyPosition(processed, 2)?.first).toBe(true)
    expect(storyPosition(processed, 3)?.first).toBe(false)
  })
})

describe('story progress totals (spec 3, 4 and 9: 200 or 300)', () => {
  it('cuts a run of interstitials into stories of two or three, leaving no page alone in a longer run', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(storyLengths)).toEqual([[1], [2], [3], [2, 2], [3, 2], [3, 3], [3, 2, 2], [3, 3, 2]])
  })

  it('a run of six (leadership explanation3-8) is two stories of three', () => {
    const run = [{}, ...Array.from({ length: 6 }, () => ({ isInterruptor: true })), {}]
    expect([1, 2, 3, 4, 5, 6].map((index) => storyPosition(run, index))).toEqual([
      { index: 0, count: 3, first: true },
      { index: 1, count: 3, first: false },
      { index: 2, count: 3, first: false },
      { index: 0, count: 3, first: false },
      { index: 1, count: 3, first: false },
      { index: 2, count: 3, first: false },
    ])
  })

  it('a story of three has the total 300, one of two 200; each page fills its segment of 100', () => {
    expect(storyProgress({ index: 1, count: 3 })).toEqual({ total: 300, from: 1, to: 2 })
    expect(storyProgress({ index: 0, count: 2 })).toEqual({ total: 200, from: 0, to: 1 })
    expect(storyProgress({ index: 1, count: 2 })).toEqual({ total: 200, from: 1, to: 2 })
  })

  it('a lone interstitial has the total 200 and fills both segments', () => {
    expect(storyProgress({ index: 0, count: 1 })).toEqual({ total: 200, from: 0, to: 2 })
  })
})
