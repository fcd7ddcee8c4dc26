/** Spec 2.6: seven taps on the logo within three seconds open the debug panel. */
export const DEBUG_GESTURE = { taps: 7, windowMs: 3000 } as const

/**
 * Counts taps; returns true on the tap that completes the gesture. The count starts again
 * when the window since the first tap has passed, and after a completed gesture.
 */
export function createTapCounter(now: () => number, { taps, windowMs } = DEBUG_GESTURE) {
  let count = 0
  let firstAt = 0
  return function tap(): boolean {
    const time = now()
    if (count === 0 || time - firstAt > windowMs) {
      count = 0
      firstAt = time
    }
    count += 1
    if (count < taps) return false
    count = 0
    return true
  }
}
