import type { AnswerItem } from '../../funnel/answers'

/** Each loading step fills in about 1.2 s, so four steps take about five seconds. */
export const STEP_MS = 1200
/** Under reduced motion the steps still run in order, but nearly at once. */
export const REDUCED_STEP_MS = 150

/** How full step `index` is after `elapsedMs`, in percent (0-100). */
export function stepProgress(elapsedMs: number, index: number, stepMs: number): number {
  if (stepMs <= 0) return 100
  const fraction = (elapsedMs - index * stepMs) / stepMs
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100)
}

/** The step now filling (equals `count` once every step is done). */
export function currentStep(elapsedMs: number, count: number, stepMs: number): number {
  if (stepMs <= 0) return count
  return Math.min(count, Math.floor(elapsedMs / stepMs))
}

export const totalDuration = (count: number, stepMs: number): number => count * stepMs

/** The stored answer to the confirm question: keys yes and no, in the order they are offered. */
export function confirmAnswer(choice: 'yes' | 'no'): AnswerItem[] {
  return [{ key: choice, index: choice === 'yes' ? 0 : 1 }]
}
