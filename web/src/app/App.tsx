import { lazy, Suspense } from 'react'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { funnelIndex } from '../content/snapshot'
import { ErrorBoundary } from './ErrorBoundary'
import { Loading } from './Loading'
import { UnknownFunnel } from './UnknownFunnel'

/** One chunk for the funnel area; each funnel's content is its own snapshot file. */
const FunnelArea = lazy(() => import('./FunnelArea'))

/**
 * A route per funnel base path from the content index. React Router ranks the most specific
 * (longest) base path first, which is the spec's rule for picking the funnel of a URL.
 * Declarative routing: the data router would add 16 KB gzip to the landing route.
 */
export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <Routes>
          <Route path="/" element={<Navigate to="/leadership" replace />} />
          {funnelIndex.map((funnel) => (
            <Route
              key={funnel.key}
              path={`${funnel.basePath}/*`}
              element={
                <Suspense fallback={<Loading />}>
                  <FunnelArea funnelKey={funnel.key} />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<UnknownFunnel />} />
        </Routes>
      </ErrorBoundary>
    </BrowserRouter>
  )
}
