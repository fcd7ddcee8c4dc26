import { useEffect } from 'react'
import { useNavigate } from './Router'

/**
 * Navigates to `to` once rendered (a redirect), in an effect as React Router does: never while
 * rendering, so a page rendered to HTML stays where it is.
 */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}
