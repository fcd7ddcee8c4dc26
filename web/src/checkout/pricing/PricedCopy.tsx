import { useState, type ReactNode } from 'react'
import type { PageLanguage, Translate } from '../../../../schemas/languages'
import type { RenderPage } from '../../content/renderPages'
import { priceFacts } from '../../funnel/priceFacts'
import { fillingTranslate } from '../../ui/fillCopy'
import { discountOf, optionsByPlan, paywallLookup } from './paywallPricing'
import { defaultPlanId } from './planDisplay'
import { usePlanPrices, visitorCountry } from './pricing'

interface Props {
  /** The paywall whose prices the copy quotes (funnel/pricedCopy). */
  paywall: RenderPage<'paywall'>
  funnelKey: string
  language: PageLanguage
  t: Translate
  /** Renders the page with a translate function whose price placeholders are filled. */
  children: (t: Translate) => ReactNode
}

/**
 * Copy outside the paywall that names prices ({price}, {perWeek}, {savingPercent}, ...): the
 * facts come from the same server answer the paywall shows, for the plan it opens with, so a
 * money page never quotes a price the visitor is not charged: the pricing-set test, the
 * visitor's currency and any discount all reach it. Until the answer arrives, or if it fails,
 * each price reads '--' as an empty price does (spec 5); the paywall itself offers the retry.
 */
export default function PricedCopy({ paywall, funnelKey, language, t, children }: Props) {
  const [countryCode] = useState(() => visitorCountry())
  const { state } = usePlanPrices(paywallLookup(paywall, funnelKey, countryCode))
  const answer = state.status === 'ready' ? state.answer : undefined
  const options = optionsByPlan(answer)
  const planId = answer ? defaultPlanId(paywall.paywall?.plans ?? [], (id) => options.has(id)) : undefined
  const chosen = planId ? options.get(planId) : undefined
  const facts = priceFacts({ chosen, options: answer?.options ?? [], discountPercent: discountOf(paywall), language })
  return children(fillingTranslate(t, facts, language))
}
