import { lazy, Suspense, type ReactNode } from 'react'
import { BrowserRouter } from '../platform/router/Router'
import { Navigate } from '../platform/router/Navigate'
import { Route, Routes } from '../platform/router/Routes'
import { ErrorBoundary } from './ErrorBoundary'
import { FunnelSwitch } from './FunnelSwitch'
import { Loading } from './Loading'
import { retryingImport } from '../platform/boot/retryingImport'

// Pages outside the funnels load on demand, so a visitor's landing route never pays for them.
const Onboardings = lazy(retryingImport(() => import('./Onboardings')))
const EmailTester = lazy(retryingImport(() => import('./email-tester/EmailTester')))
const LegalPage = lazy(retryingImport(() => import('./LegalPage')))

const later = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>

/** The app inside a router: BrowserRouter in the browser, a static router when the build renders a landing. */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}

/**
 * Spec 2.1: / goes to /leadership, ds/* to /deeps/age; the selector, the e-mail tester and
 * the legal pages have their own routes; every other path is resolved to a funnel by its
 * longest matching base path. Declarative routing: the data router would add 16 KB gzip.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary>
      <Routes>
        <Route path="/" element={<Navigate to="/leadership" replace />} />
        <Route path="/ds/*" element={<Navigate to="/deeps/age" replace />} />
        <Route path="/onboardings" element={later(<Onboardings />)} />
        <Route path="/email-tester" element={later(<EmailTester />)} />
        <Route path="/terms" element={later(<LegalPage kind="terms" />)} />
        <Route path="/policy" element={later(<LegalPage kind="policy" />)} />
        <Route path="*" element={<FunnelSwitch />} />
      </Routes>
    </ErrorBoundary>
  )
}
