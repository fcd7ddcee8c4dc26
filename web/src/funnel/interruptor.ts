import { PROGRESS_SEGMENT } from './progress'
import { LONGEST_STORY, STORY_TOTALS, type StoryPosition } from './storyPosition'

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
