import { useEffect, useState } from 'react'
import { REDUCED_STEP_MS, STEP_MS, totalDuration } from './steps'

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
  const [stepMs] = useState(() => (prefersReducedMotion() ? REDUCED_STEP_MS : STEP_MS))
  const [elapsed, setElapsed] = useState(0)
  const total = totalDuration(count, stepMs)

  useEffect(() => {
    const start = performance.now()
    const timer = window.setInterval(() => {
      const now = Math.min(total, performance.now() - start)
      setElapsed(now)
      if (now >= total) window.clearInterval(timer)
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [total])

  return { elapsed, stepMs, done: elapsed >= total }
}
