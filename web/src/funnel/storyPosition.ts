/**
 * Where an interstitial stands in its story: the funnel reads it for every page it shows, so it
 * lives apart from the interstitial template's timing and gestures (./interruptor.ts), which load
 * with that template, not with every landing.
 */
import { PROGRESS_SEGMENT } from './progress'

/** The page fields that place an interstitial in its story. */
export interface StoryPage {
  isInterruptor?: boolean
}

export interface StoryPosition {
  index: number
  count: number
  /** The first interstitial of the processed funnel: it gets the longer first-page time. */
  first: boolean
}

/**
 * Spec 3, 4 and 9: an interstitial carries its index in its story and the story's total
 * progress, 200 or 300, drawn like every progress total in segments of 100 (spec 2.2).
 */
export const STORY_TOTALS = { short: 200, long: 300 } as const
/** The most pages a story has. */
export const LONGEST_STORY = STORY_TOTALS.long / PROGRESS_SEGMENT

/**
 * How a run of consecutive interstitials splits into stories: at most three pages each (the
 * spec's totals stop at 300; its leadership list pairs explanation3-5 with explanation6-8), and
 * no page left alone when the run is longer (four is two and two).
 */
export function storyLengths(run: number): number[] {
  const lengths: number[] = []
  let left = run
  while (left > LONGEST_STORY + 1) {
    lengths.push(LONGEST_STORY)
    left -= LONGEST_STORY
  }
  if (left === LONGEST_STORY + 1) lengths.push(2, 2)
  else if (left > 0) lengths.push(left)
  return lengths
}

/**
 * Consecutive interstitials form stories (`storyLengths`): a page is the index-th segment of its
 * story. Which interstitial is first is read from the processed list, so a variant that removes
 * the content's first interstitial hands the extra time to the next one. Not an interstitial: null.
 */
export function storyPosition(pages: readonly StoryPage[], index: number): StoryPosition | null {
  if (!pages[index]?.isInterruptor) return null
  let start = index
  while (start > 0 && pages[start - 1]?.isInterruptor) start--
  let end = index
  while (pages[end + 1]?.isInterruptor) end++
  const first = pages.findIndex((page) => page.isInterruptor) === index
  let storyStart = start
  for (const length of storyLengths(end - start + 1)) {
    if (index < storyStart + length) return { index: index - storyStart, count: length, first }
    storyStart += length
  }
  return null
}
