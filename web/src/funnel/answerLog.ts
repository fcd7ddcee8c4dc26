import type { AnswerItem } from './answers'

export interface AnswerLog {
  /** The visitor changed a page's answer (every toggle of a multi-choice page calls this). */
  answer(pageKey: string, items: readonly AnswerItem[]): void
  /** The visitor moves on from a page: its latest answer, if any since the last report, is reported once. */
  leave(pageKey: string): void
}

/**
 * 'Answered Quiz Question' is one event per answered page, with the answer the visitor moved on
 * with, not one per checkbox toggle. Answers wait here until the visitor leaves the page forward;
 * a page left backwards keeps its answer waiting for when the visitor continues from it.
 *
 * The report waits for `defer` (a microtask in the browser) because a pointer choice that moves
 * on at once calls leave before answer: React runs a radio's onClick before its onChange.
 */
export function createAnswerLog(
  report: (pageKey: string, items: readonly AnswerItem[]) => void,
  defer: (task: () => void) => void = queueMicrotask,
): AnswerLog {
  const pending = new Map<string, readonly AnswerItem[]>()
  return {
    answer(pageKey, items) {
      pending.set(pageKey, items)
    },
    leave(pageKey) {
      defer(() => {
        const items = pending.get(pageKey)
        if (!items) return
        pending.delete(pageKey)
        report(pageKey, items)
      })
    },
  }
}
