import { useEffect, useState } from 'react'
import { useRouterState } from '../platform/router/Router'
import { readHistoryMax, saveHistoryMax } from '../platform/visitor/session'

/**
 * Whether the browser history has an entry behind and ahead of this one (session state
 * navHasBack / navHasForward). A new page cuts off the entries ahead, as browsers do; the
 * furthest position is kept in session storage so a reload still knows what lies ahead.
 */
export function useHistoryNav() {
  // The router keeps the entry's position in history.state, so it survives a reload; a landing
  // rendered at build time is the first entry of a visit (0).
  const { location, type, index } = useRouterState()
  const [max, setMax] = useState(() => Math.max(index, readHistoryMax()))
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    setMax(type === 'PUSH' ? index : Math.max(index, max))
  }
  useEffect(() => saveHistoryMax(max), [max])
  return { hasBack: index > 0, hasForward: index < max }
}
