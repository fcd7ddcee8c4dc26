import { PROGRESS_SEGMENT } from './progress'

/** Spec 2.5 and 9: the interstitials' timing. */
export const INTERRUPTOR_TIMING = {
  minimumMs: 5000,
  baseMs: 3500,
  firstExtraMs: 2000,
  otherExtraMs: 1000,
  wordsPerSecond: 3.5,
  holdMs: 450,
  debounceMs: 200,
} as const

export function countWords(texts: readonly (string | undefined)[]): number {
  return texts.reduce((sum, text) => sum + (text?.trim() ? text.trim().split(/\s+/).length : 0), 0)
}

/** max(5000 ms, 3500 ms + (2000 ms first / 1000 ms other) + words / 3.5 seconds). */
export function interruptorDuration(words: number, isFirst: boolean): number {
  const t = INTERRUPTOR_TIMING
  return Math.max(t.minimumMs, t.baseMs + (isFirst ? t.firstExtraMs : t.otherExtraMs) + (words / t.wordsPerSecond) * 1000)
}

/**
 * What a tap does: right half next; left half back, except on the first segment where it
 * toggles pause (there is no story segment to go back to).
 */
export function tapAction(x: number, width: number, segmentIndex: number): 'next' | 'back' | 'togglePause' {
  if (x >= width / 2) return 'next'
  return segmentIndex === 0 ? 'togglePause' : 'back'
}

/** A pausable countdown; time comes from outside so it is testable without waiting. */
export class StoryClock {
  private elapsedBeforePause = 0
  private startedAt: number | null = null

  constructor(
    readonly durationMs: number,
    private readonly now: () => number,
  ) {}

  start(): void {
    if (this.startedAt === null) this.startedAt = this.now()
  }

  pause(): void {
    if (this.startedAt === null) return
    this.elapsedBeforePause += this.now() - this.startedAt
    this.startedAt = null
  }

  get paused(): boolean {
    return this.startedAt === null
  }

  elapsed(): number {
    return this.elapsedBeforePause + (this.startedAt === null ? 0 : this.now() - this.startedAt)
  }

  remaining(): number {
    return Math.max(0, this.durationMs - this.elapsed())
  }
}

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
const LONGEST_STORY = STORY_TOTALS.long / PROGRESS_SEGMENT

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

/** What a story page shows of its story's bar. */
export interface StoryProgress {
  /** The story's progress total: 300 for a story of three, else 200. */
  total: number
  /** The bar segments (of 100) this page fills while it shows: from `from` up to, not including, `to`. */
  from: number
  to: number
}

/**
 * The story's total and the page's slot of it: the total is split evenly among the story's
 * pages, so a lone interstitial fills both segments of its 200 while it shows.
 */
export function storyProgress(position: Pick<StoryPosition, 'index' | 'count'>): StoryProgress {
  const total = position.count >= LONGEST_STORY ? STORY_TOTALS.long : STORY_TOTALS.short
  const slot = total / PROGRESS_SEGMENT / position.count
  return { total, from: position.index * slot, to: (position.index + 1) * slot }
}
