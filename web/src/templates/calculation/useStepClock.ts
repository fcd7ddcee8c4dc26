import { useEffect, useState } from 'react'
import { stepDurations, totalDuration } from './steps'

const TICK_MS = 100

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * Time since the calculation started, ticking until all `count` steps are done. The clock, not
 * a CSS animation, decides when a step ends, so the progress bars' values stay true for
 * assistive technology and the confirm dialog opens exactly when the last bar is full.
 */
export function useStepClock(count: number) {
  // Drawn once per visit of the page, so the steps do not change length while they fill.
  const [durations] = useState(() => stepDurations(count, prefersReducedMotion()))
  const [elapsed, setElapsed] = useState(0)
  const total = totalDuration(durations)

  useEffect(() => {
    const start = performance.now()
    const timer = window.setInterval(() => {
      const now = Math.min(total, performance.now() - start)
      setElapsed(now)
      if (now >= total) window.clearInterval(timer)
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [total])

  return { elapsed, durations, done: elapsed >= total }
}
