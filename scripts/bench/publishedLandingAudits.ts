/**
 * What the published-landing section reads from a Lighthouse result beyond its score: the long
 * tasks (where the main thread was blocked, and by which script) and the main-thread work by
 * category. Pure, so it is tested on plain objects.
 */
import { median } from './stats'

export interface LongTask {
  /** The script Lighthouse attributes the task to (or "Unattributable"). */
  url: string
  startMs: number
  durationMs: number
}

export interface MainThreadGroup {
  group: string
  durationMs: number
}

interface AuditsLike {
  audits: Record<string, { details?: unknown } | undefined>
}

const itemsOf = (lhr: AuditsLike, id: string): Record<string, unknown>[] => {
  const items = (lhr.audits[id]?.details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : []
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : NaN)

/** The `long-tasks` audit's rows, longest first as Lighthouse lists them. */
export function longTasksOf(lhr: AuditsLike): LongTask[] {
  return itemsOf(lhr, 'long-tasks').map((item) => ({ url: typeof item.url === 'string' ? item.url : '(unknown)', startMs: numberOf(item.startTime), durationMs: numberOf(item.duration) }))
}

/** The `mainthread-work-breakdown` audit's rows (script evaluation, style and layout, …). */
export function breakdownOf(lhr: AuditsLike): MainThreadGroup[] {
  return itemsOf(lhr, 'mainthread-work-breakdown').map((item) => ({ group: typeof item.groupLabel === 'string' ? item.groupLabel : String(item.group), durationMs: numberOf(item.duration) }))
}

/** The index of the run whose value is the median (for an even count, the lower middle); -1 when there are none. */
export function medianRunIndex(values: readonly number[]): number {
  if (values.length === 0) return -1
  const middle = median([...values])
  let best = 0
  for (const [index, value] of values.entries()) if (Math.abs(value - middle) < Math.abs(values[best]! - middle)) best = index
  return best
}
