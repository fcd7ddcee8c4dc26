import { Component, type ReactNode } from 'react'
import { RouteError } from './RouteError'

interface State {
  error: unknown
}

/** Catches any render error below it (lazy chunks included) and shows the route error fallback. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children
  }
}
