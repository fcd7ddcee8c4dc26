import { lazy, Suspense } from 'react'
import { useLocation } from '../platform/router/Router'
import { funnelIndex } from '../content/snapshot'
import { resolveFunnel } from '../funnel/resolveFunnel'
import { Loading } from './Loading'
import { inPreview, PREVIEW_ENTRY_PATH } from './preview/previewFlag'
import { retryingImport } from '../platform/boot/retryingImport'

/** One chunk for the funnel area, loaded when a funnel opens; each funnel's content is its own file. */
const FunnelArea = lazy(retryingImport(() => import('./FunnelArea')))
/** The Studio's live preview and its packages: loaded only in a preview tab, never for a visitor. */
const PreviewSwitch = lazy(retryingImport(() => import('./preview/PreviewSwitch')))
/** A path that names no onboarding is rare (a mistyped link): its page loads only then, never with a funnel. */
const UnknownFunnel = lazy(retryingImport(() => import('./UnknownFunnel').then(({ UnknownFunnel }) => ({ default: UnknownFunnel }))))

/** The funnel for the URL (longest base path), or the error naming the available onboardings. */
export function FunnelSwitch() {
  const { pathname } = useLocation()
  const match = resolveFunnel(pathname, funnelIndex)
  if (pathname === PREVIEW_ENTRY_PATH || (match.kind === 'funnel' && inPreview()))
    return (
      <Suspense fallback={<Loading />}>
        <PreviewSwitch funnelKey={match.kind === 'funnel' ? match.funnel.key : undefined} />
      </Suspense>
    )
  if (match.kind !== 'funnel')
    return (
      <Suspense fallback={<Loading />}>
        <UnknownFunnel message={match.kind === 'unknown' ? match.message : `No onboarding at ${pathname}.`} />
      </Suspense>
    )
  return (
    <Suspense fallback={<Loading />}>
      <FunnelArea key={match.funnel.key} funnelKey={match.funnel.key} />
    </Suspense>
  )
}
