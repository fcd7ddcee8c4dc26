/**
 * Work that need not delay the next frame: the event log's storage writes and the saveLog call
 * they wake cost a tap tens of milliseconds on a slow phone when they run inside it (issue 28,
 * Interaction to Next Paint). Deferred work runs in order, in one task after the next paint, and
 * `flush` runs what is left at once (the page is being hidden: nothing may be lost).
 */

/** Calls `run` later, once; how much later is the scheduler's business. */
export type Schedule = (run: () => void) => void

export interface PaintDeferral {
  /** Queues `work` behind the work already queued. */
  defer(work: () => void): void
  /** Runs every queued piece of work now, in order. */
  flush(): void
}

export function createPaintDeferral(schedule: Schedule): PaintDeferral {
  let queue: (() => void)[] = []
  let scheduled = false
  const flush = () => {
    scheduled = false
    // Work queued while flushing (an event raising another) runs in this flush, still in order.
    while (queue.length > 0) {
      const due = queue
      queue = []
      for (const work of due) work()
    }
  }
  return {
    defer(work) {
      queue.push(work)
      if (scheduled) return
      scheduled = true
      schedule(flush)
    },
    flush,
  }
}

/**
 * After the frame being prepared is painted: the frame callback runs before it, the task it
 * posts after it. A hidden page paints no frames, so there a task alone is enough.
 */
export const afterNextPaint: Schedule = (run) => {
  if (document.visibilityState === 'hidden') setTimeout(run, 0)
  else requestAnimationFrame(() => setTimeout(run, 0))
}

/** For callers that want the work done at once (tests, and a scheduler-less host). */
export const runNow: Schedule = (run) => run()
