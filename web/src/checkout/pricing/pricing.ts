import { useCallback, useEffect, useState } from 'react'
import type { PricingAnswer } from '../../../../schemas/payments/wire'
import { clientCountry, freshCountry } from '../../platform/visitor/country'
import { cachedPricing, getPricing, type PricingLookup } from './getPricing'
import { timeZone } from '../../platform/visitor/timeZone'

/** The server's prices for a page, as the page shows them. */
export type PricingState =
  | { status: 'loading' }
  | { status: 'ready'; answer: PricingAnswer }
  | { status: 'error'; error: unknown }

export interface PlanPrices {
  state: PricingState
  /** Asks again after a failure (the failed lookup is not cached). */
  retry: () => void
}

/**
 * The visitor's country for prices: the persisted detection while it is fresh (30 days),
 * otherwise the client's own guess (country parameter, time zone, language, US).
 */
export function visitorCountry(now: number = Date.now()): string {
  return (
    freshCountry(now) ??
    // No window while the build prerenders a paywall: its HTML shows no price, so no country is read into it.
    clientCountry({ search: typeof window === 'undefined' ? '' : window.location.search, timeZone: timeZone(), language: navigator.language }).country
  )
}

/** One lookup the hook holds while its content is the same, so a new object each render asks nothing. */
function useSameLookup(lookup: PricingLookup): PricingLookup {
  const [held, setHeld] = useState(lookup)
  if (JSON.stringify(held) !== JSON.stringify(lookup)) {
    setHeld(lookup)
    return lookup
  }
  return held
}

/**
 * The server's prices for a page (spec 4 "Pricing"): ready at once when the lookup is cached
 * (the page before preloaded it), else loading until getPaymentPrices answers; an error offers
 * `retry`. Content keeps the copy; the money comes from here only.
 */
export function usePlanPrices(lookup: PricingLookup): PlanPrices {
  const held = useSameLookup(lookup)
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<{ lookup: PricingLookup; attempt: number; state: PricingState }>()

  useEffect(() => {
    let current = true
    getPricing(held).then(
      (answer) => current && setSettled({ lookup: held, attempt, state: { status: 'ready', answer } }),
      (error: unknown) => current && setSettled({ lookup: held, attempt, state: { status: 'error', error } }),
    )
    return () => {
      current = false
    }
  }, [held, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  if (settled && settled.lookup === held && settled.attempt === attempt) return { state: settled.state, retry }
  const cached = cachedPricing(held)
  return { state: cached ? { status: 'ready', answer: cached } : { status: 'loading' }, retry }
}
