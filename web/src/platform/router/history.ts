/** How the current location was reached, as React Router names it: the first location of a visit is a POP. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

/** Where the app is. */
export interface Location {
  pathname: string
  /** '' or starting with '?'. */
  search: string
  /** '' or starting with '#'. */
  hash: string
  /** What the navigation that made this entry carried (`navigate(to, { state })`), null if nothing. */
  state: unknown
  /** Unique per history entry: a navigation to the same URL makes a new key. 'default' for a visit's first entry. */
  key: string
}

/** A router's state: one object per change, so React sees a change by identity. */
export interface RouterState {
  location: Location
  type: NavigationType
  /** The entry's position in the session history (0 for the first), kept across reloads. */
  index: number
}

export interface NavigateOptions {
  /** Replaces the current entry instead of adding one. */
  replace?: boolean
  state?: unknown
}

/** A source of locations the router components read: the browser's history, a memory list of entries. */
export interface History {
  /** The current state; the same object until the next change. */
  read: () => RouterState
  /** Calls `listener` after every change; returns the unsubscribe function. */
  listen: (listener: () => void) => () => void
  /** Goes to `to` (a path, or a URL relative to the current location). */
  navigate: (to: string, options?: NavigateOptions) => void
  /** Moves through the entries, as the browser's back (-1) and forward (1) buttons. */
  go: (delta: number) => void
}

/** A random entry key, as React Router makes them. */
export const createKey = () => Math.random().toString(36).slice(2, 10)

/** `to` resolved against the current location, split into its parts. */
export function resolvePath(to: string, from: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  // Any origin does: only the path, query and fragment are read back.
  const url = new URL(to, `http://router${from.pathname}${from.search}`)
  return { pathname: url.pathname, search: url.search, hash: url.hash }
}

/** The URL path of a location. */
export const pathOf = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`
