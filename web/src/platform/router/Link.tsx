import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { pathOf, resolvePath } from './history'
import { useLocation, useNavigate } from './Router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
}

/** A click the browser should handle itself: not the main button, a modifier (new tab, window, download), another target, or already handled. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')

/**
 * A link inside the app: a real `<a href>` (it opens in a new tab, and works before the app
 * hydrates), which navigates without loading the page on a plain left click. A link to where the
 * app already is replaces the entry, as React Router's does.
 */
export function Link({ to, replace, onClick, ...props }: LinkProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const href = pathOf(resolvePath(to, location))
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (leftToBrowser(event)) return
    event.preventDefault()
    navigate(href, { replace: replace ?? href === pathOf(location) })
  }
  return <a {...props} href={href} onClick={click} />
}
