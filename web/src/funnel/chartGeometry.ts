/**
 * Geometry of the result pages' charts, in SVG user units (y grows downwards). Pure, so the
 * numbers are tested without rendering; the templates only draw what these functions return.
 */

/** The drawing area inside a chart's viewBox, leaving room for labels around it. */
export interface Plot {
  x: number
  y: number
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

export type Bar = Plot

/** Spec: the plan graph has 20 episodes. Used when the content gives no number. */
export const PLAN_EPISODES = 20
/** More dots than this merge into a smear on a phone, so a typo such as 2000 cannot flood the SVG. */
export const MAX_EPISODES = 60

/** Two decimals keep the markup short and stable, far below a pixel at any screen size. */
const round = (value: number) => Math.round(value * 100) / 100

/** The number of episode dots to draw: the content's number, or the spec's 20, within 1..MAX_EPISODES. */
export function episodeCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return PLAN_EPISODES
  return Math.min(MAX_EPISODES, Math.max(1, Math.round(requested)))
}

/** The top of a chart's scale: its largest value, or 1 when nothing is positive (no division by zero). */
export function scaleMax(values: readonly number[]): number {
  const max = Math.max(0, ...values.filter(Number.isFinite))
  return max > 0 ? max : 1
}

/** A value's share of the scale, 0..1. Negative or broken values draw as empty, never outside the plot. */
export function share(value: number, max: number): number {
  if (!Number.isFinite(value) || !(max > 0)) return 0
  return Math.min(1, Math.max(0, value / max))
}

/** Vertical bars in equal slots across the plot, standing on its bottom; `gap` is the share of a slot left empty. */
export function columnBars(values: readonly number[], plot: Plot, gap = 0.3): Bar[] {
  const max = scaleMax(values)
  const slot = plot.width / Math.max(1, values.length)
  return values.map((value, index) => {
    const height = share(value, max) * plot.height
    return {
      x: round(plot.x + slot * index + (slot * gap) / 2),
      y: round(plot.y + plot.height - height),
      width: round(slot * (1 - gap)),
      height: round(height),
    }
  })
}

/** Horizontal bar lengths on a common scale whose largest value fills `length`. */
export function barLengths(values: readonly number[], length: number): number[] {
  const max = scaleMax(values)
  return values.map((value) => round(share(value, max) * length))
}

/** One point per value, evenly spread from the plot's left to its right edge (one value sits in the middle). */
export function linePoints(values: readonly number[], plot: Plot, max = scaleMax(values)): Point[] {
  const last = values.length - 1
  return values.map((value, index) => ({
    x: round(last === 0 ? plot.x + plot.width / 2 : plot.x + (plot.width * index) / last),
    y: round(plot.y + plot.height * (1 - share(value, max))),
  }))
}

/**
 * The plan graph: one point per episode, rising from `from` to `to` (shares of the plot's
 * height). Smoothstep easing gives the familiar slow start, steady middle and settling finish
 * of a habit curve, and never overshoots the goal.
 */
export function planCurve(episodes: number, plot: Plot, from: number = PLAN_LEVELS.from, to: number = PLAN_LEVELS.to): Point[] {
  const count = episodeCount(episodes)
  const start = share(from, 1)
  const end = share(to, 1)
  return Array.from({ length: count }, (_, index) => {
    const progress = count === 1 ? 1 : index / (count - 1)
    const eased = progress * progress * (3 - 2 * progress)
    const level = start + (end - start) * eased
    return {
      x: round(count === 1 ? plot.x + plot.width : plot.x + plot.width * progress),
      y: round(plot.y + plot.height * (1 - level)),
    }
  })
}

/** Where the plan graph starts and ends when the content gives no levels: low, and near the top. */
export const PLAN_LEVELS = { from: 0.15, to: 0.9 } as const

/**
 * The plan graph's start and end levels from the content's "now" and "goal" values, as shares
 * of the larger one (now 2, goal 9: from 0.22 to 1). Without both values, the defaults.
 */
export function planLevels(now: number | undefined, goal: number | undefined): { from: number; to: number } {
  if (now === undefined || goal === undefined) return PLAN_LEVELS
  const max = scaleMax([now, goal])
  return { from: share(now, max), to: share(goal, max) }
}

/** An SVG path through the points with straight segments ('' for no points). */
export function linePath(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')
}

/** The same path closed down to a baseline: the shaded area under a line. */
export function areaPath(points: readonly Point[], baseline: number): string {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return ''
  return `${linePath(points)} L${last.x} ${baseline} L${first.x} ${baseline} Z`
}
