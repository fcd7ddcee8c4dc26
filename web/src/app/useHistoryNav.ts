import { useEffect, useState } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { readHistoryMax, saveHistoryMax } from '../platform/visitor/session'

/** React Router keeps the entry's position in history.state.idx. */
function historyIndex(): number {
  // A landing rendered at build time is the first entry of a visit.
  if (typeof window === 'undefined') return 0
  const state: unknown = window.history.state
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined
  return typeof idx === 'number' ? idx : 0
}

/**
 * Whether the browser history has an entry behind and ahead of this one (session state
 * navHasBack / navHasForward). A new page cuts off the entries ahead, as browsers do; the
 * furthest position is kept in session storage so a reload still knows what lies ahead.
 */
export function useHistoryNav() {
  const location = useLocation()
  const type = useNavigationType()
  const index = historyIndex()
  const [max, setMax] = useState(() => Math.max(index, readHistoryMax()))
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    setMax(type === 'PUSH' ? index : Math.max(index, max))
  }
  useEffect(() => saveHistoryMax(max), [max])
  return { hasBack: index > 0, hasForward: index < max }
}
