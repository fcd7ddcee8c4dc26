import { createContext, startTransition, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { createBrowserHistory } from './browserHistory'
import { resolvePath, type History, type Location, type NavigateOptions, type NavigationType, type RouterState } from './history'
import { createMemoryHistory } from './memoryHistory'

/** Goes to a path (pushed, or replacing the entry), or moves through the history by a delta (-1 back, 1 forward). */
export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void
  (delta: number): void
}

// Two contexts: a component that only navigates does not render again when the location changes.
const StateContext = createContext<RouterState | null>(null)
const NavigateContext = createContext<NavigateFunction | null>(null)

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook}() may be used only inside a router`)
  return value
}

/** The router's state: where the app is, how it got there and the entry's position in the history. */
export const useRouterState = (): RouterState => required(use(StateContext), 'useRouterState')
/** Where the app is. */
export const useLocation = (): Location => useRouterState().location
/** How the current location was reached: 'POP' for the first location and for back and forward. */
export const useNavigationType = (): NavigationType => useRouterState().type
/** The router's navigate function; the same function for the router's whole life. */
export const useNavigate = (): NavigateFunction => required(use(NavigateContext), 'useNavigate')

/** Provides a history's state and navigation to the app. */
export function Router({ history, children }: { history: History; children?: ReactNode }) {
  // The location is copied into React state, so every render reads one location. Not a
  // useSyncExternalStore: its updates cannot be transitions, and a new location renders as one,
  // as React Router's did: the page on screen stays (and answers input) while the next one
  // renders in slices or loads its code, instead of one long task or the Suspense fallback.
  const [state, setState] = useState(history.read)
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(history.read()))
    const stop = history.listen(update)
    // A move made before this subscription (back pressed while the landing hydrated).
    update()
    return stop
  }, [history])
  const navigate = useMemo(() => ((to: string | number, options?: NavigateOptions) => (typeof to === 'number' ? history.go(to) : history.navigate(to, options))) as NavigateFunction, [history])
  return <RouterProvider state={state} navigate={navigate}>{children}</RouterProvider>
}

function RouterProvider({ state, navigate, children }: { state: RouterState; navigate: NavigateFunction; children?: ReactNode }) {
  return (
    <NavigateContext value={navigate}>
      <StateContext value={state}>{children}</StateContext>
    </NavigateContext>
  )
}

/** The router over the browser's address bar and session history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory())
  return <Router history={history}>{children}</Router>
}

/** A router over entries kept in memory (tests): `initialIndex` is the current one, the last by default. */
export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: readonly string[]; initialIndex?: number; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex))
  return <Router history={history}>{children}</Router>
}

// Rendering to HTML runs no effects, so nothing navigates there.
const staysPut: NavigateFunction = () => undefined

/** A router fixed at one location: the build's render of a page to HTML. Navigation does nothing. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const state = useMemo<RouterState>(() => ({ location: { ...resolvePath(location, { pathname: '/', search: '' }), state: null, key: 'default' }, type: 'POP', index: 0 }), [location])
  return <RouterProvider state={state} navigate={staysPut}>{children}</RouterProvider>
}
