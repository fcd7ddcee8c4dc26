import { createKey, resolvePath, type History, type Location, type NavigationType, type RouterState } from './history'

/**
 * A history kept in memory (tests, and anything without an address bar): the entries and the
 * position in them, changed at once by every navigation, back and forward included.
 */
export function createMemoryHistory(entries: readonly string[] = ['/'], index = entries.length - 1): History {
  const from = { pathname: '/', search: '' }
  // The first entry is the visit's first, keyed as a browser's is.
  const stack: Location[] = (entries.length > 0 ? entries : ['/']).map((entry, at) => ({ ...resolvePath(entry, from), state: null, key: at === 0 ? 'default' : createKey() }))
  const listeners = new Set<() => void>()
  let current: RouterState = { location: stack[clamp(index)]!, type: 'POP', index: clamp(index) }

  function clamp(at: number) {
    return Math.min(Math.max(at, 0), stack.length - 1)
  }
  const move = (at: number, type: NavigationType) => {
    current = { location: stack[at]!, type, index: at }
    for (const listener of listeners) listener()
  }

  return {
    read: () => current,
    listen: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    navigate: (to, { replace = false, state = null } = {}) => {
      const at = current.index + (replace ? 0 : 1)
      // A new entry cuts off the ones ahead, as in a browser.
      stack.splice(at, stack.length - at, { ...resolvePath(to, current.location), state, key: createKey() })
      move(at, replace ? 'REPLACE' : 'PUSH')
    },
    go: (delta) => {
      const at = clamp(current.index + delta)
      if (at !== current.index) move(at, 'POP')
    },
  }
}
