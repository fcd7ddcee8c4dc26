import { describe, expect, it } from 'vitest'
import { inpP95, inpSection } from './inpReport'
import type { InpResults, MeasuredTap } from './interactionToNextPaint'

const tap = (kind: MeasuredTap['kind'], latency: number, funnel = 'demo'): MeasuredTap => ({ funnel, path: `/${funnel}/p`, componentType: 'x', kind, latency, reported: true })
const results = (taps: MeasuredTap[]): InpResults => ({ cpuThrottlingRate: 4, steps: 50, readPauseMs: 300, taps, funnels: [{ key: 'demo', steps: 3, end: 'paywall (prices error)', paywall: 'pricesError' }] })

describe('inpP95', () => {
  it('judges answers, interstitials and plan choice, not the other taps', () => {
    expect(inpP95(results([tap('answer', 40), tap('interstitial', 24), tap('plan', 56), tap('other', 400)]))).toBe(56)
  })

  it('is not a number when no judged tap was made', () => {
    expect(inpP95(results([tap('other', 40)]))).toBeNaN()
  })
})

describe('inpSection', () => {
  it('names the funnels whose paywall showed the prices error', () => {
    expect(inpSection(results([tap('answer', 40)]))).toContain('prices error on demo')
  })
})
