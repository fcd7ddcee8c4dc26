import { describe, expect, it } from 'vitest'
import { confirmAnswer, currentStep, REDUCED_STEP_MS, STEP_MS, stepDurations, stepProgress, totalDuration } from './steps'

/** Four steps of the average length: what the timing helper gives for a random source at 0.5. */
const EVEN = [STEP_MS, STEP_MS, STEP_MS, STEP_MS]

describe('calculation steps', () => {
  it('fills each step in about 1.2 s, one after another', () => {
    expect(STEP_MS).toBe(1200)
    expect(stepDurations(4, false, () => 0.5)).toEqual(EVEN)
    expect(stepProgress(0, 0, EVEN)).toBe(0)
    expect(stepProgress(600, 0, EVEN)).toBe(50)
    expect(stepProgress(600, 1, EVEN)).toBe(0)
    expect(stepProgress(1200, 0, EVEN)).toBe(100)
    expect(stepProgress(1800, 1, EVEN)).toBe(50)
    expect(stepProgress(99_999, 3, EVEN)).toBe(100)
  })

  it('knows which step is filling and when all four are done', () => {
    expect(currentStep(0, EVEN)).toBe(0)
    expect(currentStep(1199, EVEN)).toBe(0)
    expect(currentStep(1200, EVEN)).toBe(1)
    expect(currentStep(4 * STEP_MS, EVEN)).toBe(4)
    expect(currentStep(60_000, EVEN)).toBe(4)
    expect(totalDuration(EVEN)).toBe(4800)
  })

  it('takes its step lengths from the timing helper: random, on 300 ms boundaries, 4.8 s in all', () => {
    const durations = stepDurations(4, false, () => 0)
    expect(durations).toEqual([900, 1200, 1200, 1500])
    expect(totalDuration(durations)).toBe(4800)
    expect(stepProgress(900, 0, durations)).toBe(100)
    expect(stepProgress(900, 1, durations)).toBe(0)
    expect(stepProgress(1500, 1, durations)).toBe(50)
    expect(currentStep(899, durations)).toBe(0)
    expect(currentStep(900, durations)).toBe(1)
    expect(currentStep(3300, durations)).toBe(3)
    expect(currentStep(4800, durations)).toBe(4)
  })

  it('runs nearly at once under reduced motion', () => {
    expect(totalDuration(stepDurations(4, true, () => 0))).toBeLessThanOrEqual(600)
    expect(stepDurations(4, true)).toEqual([REDUCED_STEP_MS, REDUCED_STEP_MS, REDUCED_STEP_MS, REDUCED_STEP_MS])
  })

  it('stores yes and no with their positions', () => {
    expect(confirmAnswer('yes')).toEqual([{ key: 'yes', index: 0 }])
    expect(confirmAnswer('no')).toEqual([{ key: 'no', index: 1 }])
  })
})
