/** The part of an empathy entry the lookup needs: an inclusive range of 0-based answer indexes. */
export interface IndexRange {
  rangeStart: number
  rangeEnd: number
}

/**
 * The empathy entry shown after a scale answer: the first whose [rangeStart, rangeEnd] holds
 * the chosen 0-based index (spec 3: ranges 0-2 and 3-4 give different texts). Undefined when
 * nothing is chosen or no range holds the index, so the page behaves like a plain question.
 */
export function empathyInfoFor<T extends IndexRange>(ranges: readonly T[] | undefined, index: number | undefined): T | undefined {
  if (index === undefined || !ranges) return undefined
  return ranges.find((range) => range.rangeStart <= index && index <= range.rangeEnd)
}
