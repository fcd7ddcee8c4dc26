import { useEffect, useRef, useState } from 'react'
import { StoryClock } from '../../funnel/interruptor'

/**
 * Runs an interstitial's countdown and calls `onDone` when it ends. Pausing stops the clock
 * (not only the animation), so a paused story never advances.
 */
export function useStoryTimer(durationMs: number, onDone: () => void) {
  const [paused, setPaused] = useState(false)
  const [clock] = useState(() => new StoryClock(durationMs, () => performance.now()))
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  })

  useEffect(() => {
    if (paused) {
      clock.pause()
      return
    }
    clock.start()
    const timer = window.setTimeout(() => done.current(), clock.remaining())
    return () => {
      window.clearTimeout(timer)
      clock.pause()
    }
  }, [paused, clock])

  return { paused, setPaused }
}
