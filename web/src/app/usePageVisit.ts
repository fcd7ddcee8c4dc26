import { useEffect, useRef } from 'react'
import type { Variants } from '../funnel/answers'
import { reportExposure } from '../platform/abExposure'
import { logEvent } from '../platform/events'
import { recordClickIds } from '../platform/visitorPlatform'
import { setActiveOnboarding } from '../platform/visitor'

/**
 * A location change inside a funnel (spec 4): the funnel becomes the active onboarding, the
 * tests that decided this page are reported, and the visit is logged. Once per location: a
 * re-render, or React's development double effects, log nothing twice.
 */
export function usePageVisit(funnelKey: string, location: string, pageKey: string | undefined, testsRead: readonly string[], variants: Variants) {
  const logged = useRef<string | undefined>(undefined)
  // Declared first, so the events below already carry this funnel and its variants.
  useEffect(() => setActiveOnboarding(funnelKey, variants), [funnelKey, variants])
  useEffect(() => {
    if (!pageKey || logged.current === location) return
    logged.current = location
    recordClickIds()
    reportExposure(pageKey, testsRead, variants)
    logEvent({ name: `Visited: ${pageKey}`, params: { path: location } })
  }, [location, pageKey, testsRead, variants])
}
