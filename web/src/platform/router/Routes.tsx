import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { matchRoute } from './matchRoute'
import { useLocation } from './Router'

export interface RouteProps {
  /** An exact path, a prefix with a splat (`/ds/*`) or `*`; see matchRoute. */
  path: string
  element: ReactNode
}

/** One route of a <Routes>: it renders nothing itself, <Routes> reads its props. */
export function Route(_props: RouteProps): null {
  return null
}

/** Renders the element of the <Route> child that matches the location best (matchRoute), or nothing. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  const routes = Children.toArray(children).filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
  const match = matchRoute(
    routes.map((route) => route.props.path),
    pathname,
  )
  return match < 0 ? null : routes[match]!.props.element
}
