/**
 * One page view's funnel content requests: the start content and the live answer, each asked
 * once per funnel however often its area mounts. A reload is a new page view (the module's own
 * one in the browser); the build's landing renderer and the tests open one per render.
 */
import { createContext, useState, type ReactNode } from 'react'

export interface PageViewRequests {
  /** Per funnel key: a promise asked once, kept for the page view. */
  readonly start: Map<string, Promise<unknown>>
  readonly live: Map<string, Promise<unknown>>
}

export const newPageView = (): PageViewRequests => ({ start: new Map(), live: new Map() })

export const PageViewContext = createContext<PageViewRequests>(newPageView())

/** A page view of its own for what it wraps: a render of the build's, or a test's reload. */
export function PageView({ view, children }: { view?: PageViewRequests; children: ReactNode }) {
  const [own] = useState(() => view ?? newPageView())
  return <PageViewContext value={own}>{children}</PageViewContext>
}
