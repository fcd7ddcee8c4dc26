import { useRef, type PointerEvent, type MouseEvent } from 'react'
import { INTERRUPTOR_TIMING, tapAction } from '../../funnel/interruptor'

interface Handlers {
  segmentIndex: number
  setPaused: (update: (paused: boolean) => boolean) => void
  onNext: () => void
  onBack: () => void
}

/**
 * The last tap, shared by every segment: a double tap must not skip two pages, and the page
 * the first tap opened is a new component.
 */
let lastTap = -Infinity

/** Taps on controls and the header are theirs, not the story's (spec 2.5). */
const IGNORED = 'button, a, input, select, textarea, label, header'

/**
 * Story gestures: a tap on the right half goes next, on the left half back (or toggles pause
 * on the first segment); holding longer than 450 ms or a right-click pauses until release.
 * Taps closer than 200 ms to the previous one are ignored.
 */
export function useStoryGestures({ segmentIndex, setPaused, onNext, onBack }: Handlers) {
  const pressedAt = useRef<number | null>(null)
  const holding = useRef(false)
  const holdTimer = useRef<number | undefined>(undefined)

  const ignored = (event: { target: EventTarget }) => event.target instanceof Element && event.target.closest(IGNORED) !== null

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (ignored(event) || event.button !== 0) return
    pressedAt.current = event.timeStamp
    holdTimer.current = window.setTimeout(() => {
      holding.current = true
      setPaused(() => true)
    }, INTERRUPTOR_TIMING.holdMs)
  }

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    window.clearTimeout(holdTimer.current)
    if (holding.current) {
      holding.current = false
      pressedAt.current = null
      setPaused(() => false)
      return
    }
    if (pressedAt.current === null || ignored(event)) return
    pressedAt.current = null
    const now = performance.now()
    if (now - lastTap < INTERRUPTOR_TIMING.debounceMs) return
    lastTap = now
    const bounds = event.currentTarget.getBoundingClientRect()
    const action = tapAction(event.clientX - bounds.left, bounds.width, segmentIndex)
    if (action === 'next') onNext()
    else if (action === 'back') onBack()
    else setPaused((paused) => !paused)
  }

  const onContextMenu = (event: MouseEvent<HTMLElement>) => {
    if (ignored(event)) return
    event.preventDefault()
    holding.current = true
    setPaused(() => true)
  }

  const onPointerCancel = () => {
    window.clearTimeout(holdTimer.current)
    pressedAt.current = null
  }

  return { onPointerDown, onPointerUp, onPointerCancel, onContextMenu }
}
