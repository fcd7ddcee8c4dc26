import type { AnswerItem } from '../../funnel/answers'
import { splitDuration } from '../../funnel/splitDuration'

/** Each loading step fills in about 1.2 s on average, so four steps take about five seconds. */
export const STEP_MS = 1200
/** Under reduced motion the steps still run in order, but nearly at once. */
export const REDUCED_STEP_MS = 150

/**
 * How long each of `count` steps takes: `count` x 1.2 s split by the spec's timing helper into
 * random steps on 300 ms boundaries (spec 9), so the loading looks worked out rather than
 * metronomic. Under reduced motion, short even steps.
 */
export function stepDurations(count: number, reducedMotion: boolean, random: () => number = Math.random): number[] {
  if (reducedMotion) return Array.from({ length: count }, () => REDUCED_STEP_MS)
  return splitDuration(count * STEP_MS, count, random)
}

/** When step `index` starts: the durations of the steps before it. */
const stepStart = (index: number, durations: readonly number[]): number => durations.slice(0, index).reduce((sum, ms) => sum + ms, 0)

/** How full step `index` is after `elapsedMs`, in percent (0-100). */
export function stepProgress(elapsedMs: number, index: number, durations: readonly number[]): number {
  const stepMs = durations[index] ?? 0
  if (stepMs <= 0) return 100
  const fraction = (elapsedMs - stepStart(index, durations)) / stepMs
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100)
}

/** The step now filling (equals the step count once every step is done). */
export function currentStep(elapsedMs: number, durations: readonly number[]): number {
  const filling = durations.findIndex((_, index) => elapsedMs < stepStart(index + 1, durations))
  return filling < 0 ? durations.length : filling
}

export const totalDuration = (durations: readonly number[]): number => stepStart(durations.length, durations)

/** The stored answer to the confirm question: keys yes and no, in the order they are offered. */
export function confirmAnswer(choice: 'yes' | 'no'): AnswerItem[] {
  return [{ key: choice, index: choice === 'yes' ? 0 : 1 }]
}
