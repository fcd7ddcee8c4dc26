import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType } from '../../platform/router/Router'
import type { HistoryAdapter, HistoryAdapterNavigate } from '@sanity/visual-editing/react'

/**
 * Connects the Presentation tool's URL bar to the app's router: the Studio hears every move of the
 * walk (and the current page as soon as it listens), and its back, forward and typed URLs move
 * the walk. The app has a router of its own, so visual editing's React Router adapter does not fit.
 */
export function useRouterHistory(): HistoryAdapter {
  const navigate = useNavigate()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])
  const [listener, setListener] = useState<HistoryAdapterNavigate>()
  const adapter = useMemo<HistoryAdapter>(
    () => ({
      subscribe: (next) => {
        setListener(() => next)
        return () => setListener(undefined)
      },
      update: (update) => {
        if (update.type === 'pop') navigateRef.current(-1)
        else navigateRef.current(update.url, { replace: update.type === 'replace' })
      },
    }),
    [],
  )
  const { pathname, search, hash } = useLocation()
  const navigationType = useNavigationType()
  // The Studio keeps only the URL; a back move or the first page is told as a push of where the walk is.
  useEffect(() => {
    listener?.({ type: navigationType === 'REPLACE' ? 'replace' : 'push', url: `${pathname}${search}${hash}` })
  }, [listener, navigationType, pathname, search, hash])
  return adapter
}
