import type { ReactNode } from 'react'
import './StickyAction.css'

interface Props {
  /** The page's `stickyAction`: keep the action in reach on phones, however long the page. */
  sticky?: boolean | undefined
  children: ReactNode
}

/** Holds a page's main action; when sticky it stays at the bottom of a phone's viewport. */
export function StickyAction({ sticky, children }: Props) {
  return <div className={sticky ? 'page-action sticky-action' : 'page-action'}>{children}</div>
}
