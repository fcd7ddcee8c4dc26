/** Spec 9's timing helper: segments fall on boundaries of this many units (milliseconds). */
export const SEGMENT_UNIT = 300

/**
 * Splits `total` into `parts` random segments whose boundaries fall on multiples of `unit`
 * (spec 9, "a duration split into random segments on 300-unit boundaries"). Each boundary
 * moves at random around its even position, by at most half an even share, so every segment
 * is at least one unit long and no segment swallows the others; `random` (0 <= r < 1) is
 * injectable, and 0.5 gives the even split. A remainder below one unit goes to the last
 * segment, so the segments always add up to `total`. Too short a total to give every part a
 * unit is split evenly.
 */
export function splitDuration(total: number, parts: number, random: () => number = Math.random, unit = SEGMENT_UNIT): number[] {
  if (parts <= 0) return []
  const units = Math.floor(total / unit)
  if (units < parts) return Array.from({ length: parts }, () => total / parts)
  const share = Math.floor(units / parts)
  const reach = Math.floor((share - 1) / 2)
  const cuts = Array.from({ length: parts - 1 }, (_, index) => Math.round(((index + 1) * units) / parts) + Math.round((random() * 2 - 1) * reach))
  const bounds = [0, ...cuts, units]
  const segments = bounds.slice(1).map((bound, index) => (bound - bounds[index]!) * unit)
  segments[segments.length - 1]! += total - units * unit
  return segments
}
