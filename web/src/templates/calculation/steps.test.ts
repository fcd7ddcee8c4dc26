import { describe, expect, it } from 'vitest'
import { confirmAnswer, currentStep, REDUCED_STEP_MS, STEP_MS, stepProgress, totalDuration } from './steps'

describe('calculation steps', () => {
  it('fills each step in about 1.2 s, one after another', () => {
    expect(STEP_MS).toBe(1200)
    expect(stepProgress(0, 0, STEP_MS)).toBe(0)
    expect(stepProgress(600, 0, STEP_MS)).toBe(50)
    expect(stepProgress(600, 1, STEP_MS)).toBe(0)
    expect(stepProgress(1200, 0, STEP_MS)).toBe(100)
    expect(stepProgress(1800, 1, STEP_MS)).toBe(50)
    expect(stepProgress(99_999, 3, STEP_MS)).toBe(100)
  })

  it('knows which step is filling and when all four are done', () => {
    expect(currentStep(0, 4, STEP_MS)).toBe(0)
    expect(currentStep(1199, 4, STEP_MS)).toBe(0)
    expect(currentStep(1200, 4, STEP_MS)).toBe(1)
    expect(currentStep(4 * STEP_MS, 4, STEP_MS)).toBe(4)
    expect(currentStep(60_000, 4, STEP_MS)).toBe(4)
    expect(totalDuration(4, STEP_MS)).toBe(4800)
  })

  it('runs nearly at once under reduced motion', () => {
    expect(totalDuration(4, REDUCED_STEP_MS)).toBeLessThanOrEqual(600)
  })

  it('stores yes and no with their positions', () => {
    expect(confirmAnswer('yes')).toEqual([{ key: 'yes', index: 0 }])
    expect(confirmAnswer('no')).toEqual([{ key: 'no', index: 1 }])
  })
})
