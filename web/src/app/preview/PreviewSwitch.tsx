import { lazy, useEffect } from 'react'
import { useLocation, useNavigate } from '../../platform/router/Router'
import { Loading } from '../Loading'
import { previewTarget, startPreview } from './previewSession'
import { retryingImport } from '../../platform/boot/retryingImport'

// A second step, so the entry script names one preview file, not the many the preview needs.
const PreviewMode = lazy(retryingImport(() => import('./PreviewMode')))

/**
 * Preview mode, loaded only in a tab that entered through `/preview` (the Presentation tool's
 * first request): the entry (no funnel) marks the tab and moves to the page the Studio asked
 * for; then every funnel renders in preview mode. Paths of no funnel stay with the app's routes.
 */
export default function PreviewSwitch({ funnelKey }: { funnelKey: string | undefined }) {
  const { search } = useLocation()
  return funnelKey === undefined ? <PreviewStart search={search} /> : <PreviewMode funnelKey={funnelKey} />
}

function PreviewStart({ search }: { search: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    startPreview()
    // Replaced, so the secret-bearing entry URL leaves the history and back does not return to it.
    navigate(previewTarget(search, window.location.origin), { replace: true })
  }, [navigate, search])
  return <Loading />
}
