import { createKey, pathOf, resolvePath, type History, type NavigationType, type RouterState } from './history'

/**
 * What each entry keeps in `history.state`, in React Router's shape so entries written before
 * this router still read back: `idx` its position in the session history, `key` its key, `usr`
 * the navigation's state.
 */
interface EntryState {
  idx?: unknown
  key?: unknown
  usr?: unknown
}

const entryState = (history: globalThis.History): EntryState => {
  const state: unknown = history.state
  return typeof state === 'object' && state !== null ? state : {}
}

/**
 * The browser's session history as the router reads it: push and replace write the entry's
 * position and key into `history.state`, so a reload (a fresh history over the same entries)
 * still knows where it is; back and forward go through `history.go` and come back as popstate.
 */
export function createBrowserHistory(win: Window = window): History {
  const { history, location } = win
  // A visit's first entry (or one written by another page of the site) is position 0.
  if (typeof entryState(history).idx !== 'number') history.replaceState({ ...entryState(history), idx: 0 }, '')
  const listeners = new Set<() => void>()
  // What the current state was read from. Compared by value: a browser need not return the same
  // `history.state` object twice, and a snapshot must stay the same object until something changes.
  let seen: EntryState = {}
  let href = ''
  let current: RouterState

  function update(type: NavigationType): RouterState {
    seen = entryState(history)
    href = location.href
    const { idx, key, usr } = seen
    const { pathname, search, hash } = location
    current = { type, index: typeof idx === 'number' ? idx : 0, location: { pathname, search, hash, state: usr ?? null, key: typeof key === 'string' ? key : 'default' } }
    return current
  }
  update('POP')
  const changed = (type: NavigationType) => {
    update(type)
    for (const listener of listeners) listener()
  }
  const onPop = () => changed('POP')
  // An entry the visitor moved to while nothing listened (before the app subscribed) is read here.
  const read = () => {
    const { idx, key } = entryState(history)
    return idx === seen.idx && key === seen.key && location.href === href ? current : update('POP')
  }

  return {
    read,
    listen: (listener) => {
      if (listeners.size === 0) win.addEventListener('popstate', onPop)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) win.removeEventListener('popstate', onPop)
      }
    },
    navigate: (to, { replace = false, state } = {}) => {
      const from = read()
      const url = pathOf(resolvePath(to, from.location))
      const entry = { usr: state, key: createKey(), idx: from.index + (replace ? 0 : 1) }
      if (replace) history.replaceState(entry, '', url)
      else {
        try {
          history.pushState(entry, '', url)
        } catch (error) {
          // A state that cannot be stored is the caller's error; anything else is the browser
          // refusing more entries (Safari limits them): load the page instead, as React Router does.
          if (error instanceof DOMException && error.name === 'DataCloneError') throw error
          location.assign(url)
          return
        }
      }
      changed(replace ? 'REPLACE' : 'PUSH')
    },
    go: (delta) => history.go(delta),
  }
}
