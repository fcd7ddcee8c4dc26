import { useEffect, useRef } from 'react'
import type { Variants } from '../funnel/answers'
import { logEvent } from '../platform/events/events'
import { productEvent } from '../../../schemas/events/productEvent'
import { setActiveOnboarding } from '../platform/visitor/visitor'

/**
 * A location change inside a funnel (spec 4): the funnel becomes the active onboarding and the
 * visit is logged with the tests that decided this page (the event log reports their exposure).
 * Once per location: a re-render, or React's development double effects, log nothing twice.
 */
export function usePageVisit(funnelKey: string, location: string, pageKey: string | undefined, testsRead: readonly string[], variants: Variants) {
  const logged = useRef<string | undefined>(undefined)
  // Declared first, so the events below already carry this funnel and its variants.
  useEffect(() => setActiveOnboarding(funnelKey, variants), [funnelKey, variants])
  useEffect(() => {
    if (!pageKey || logged.current === location) return
    logged.current = location
    logEvent(productEvent('visited', pageKey, { params: { path: location, testsRead: [...testsRead] } }))
  }, [location, pageKey, testsRead])
}
