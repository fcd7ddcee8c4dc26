import { useRef, useState } from 'react'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import type { PriceOption } from '../../../../schemas/payments/wire'
import type { RenderPage } from '../../content/renderPages'
import { logEvent } from '../../platform/events/events'
import { productEvent } from '../../../../schemas/events/productEvent'
import { checkoutMetadata, isPackageChoice, pricingSetOf, productInfoOf } from '../pricing/paywallPricing'
import { checkoutRoute, startCheckout, type CheckoutStart } from './startCheckout'

interface Input {
  page: RenderPage<'paywall'>
  funnel: CheckoutStart['funnel']
  email: string | undefined
  countryCode: string
  plans: readonly Plan[]
  options: ReadonlyMap<string, PriceOption>
  onNavigate: (to: string) => void
}

/**
 * The paywall's way to checkout. `pay` starts it once: while it works (the user id may still
 * be settling) `working` is true and further presses do nothing, so a double click never opens
 * two checkouts. On a package page (screen detox) choosing a package raises 'Package selected'
 * with the checkout URL for that package, once per package, and paying for a package nobody
 * chose by hand (the preselected one) raises it first.
 */
export function usePaywallCheckout({ page, funnel, email, countryCode, plans, options, onNavigate }: Input) {
  const [working, setWorking] = useState(false)
  // A ref, not state: two clicks in one frame both see the state from before the first.
  const busy = useRef(false)
  const reported = useRef(new Set<string>())
  const packages = isPackageChoice(plans)

  const startFor = (plan: Plan, option: PriceOption): CheckoutStart => ({
    funnel,
    priceOption: option,
    countryCode,
    email,
    pricingSet: pricingSetOf(page),
    metadata: checkoutMetadata(page, packages ? plan.id : undefined),
    productInfo: productInfoOf(page),
  })

  const reportPackage = (plan: Plan, option: PriceOption, route: string) => {
    if (reported.current.has(plan.id)) return
    reported.current.add(plan.id)
    logEvent(
      productEvent('packageSelected', {
        params: {
          packageId: plan.id,
          // One name per package whatever the visitor's language, so reports group it.
          packageName: plan.name.en ?? plan.id,
          packagePrice: option.amount,
          originalPrice: option.originalAmount ?? option.amount,
          externalUrl: `${window.location.origin}${route}`,
        },
      }),
    )
  }

  const find = (planId: string | undefined) => {
    const plan = plans.find((candidate) => candidate.id === planId)
    const option = planId ? options.get(planId) : undefined
    return plan && option ? { plan, option } : undefined
  }

  /** The visitor chose a card: on a package page, that is 'Package selected'. */
  const choose = (planId: string) => {
    const found = packages ? find(planId) : undefined
    if (!found) return
    checkoutRoute(startFor(found.plan, found.option))
      .then((route) => reportPackage(found.plan, found.option, route))
      .catch((error: unknown) => console.error('[paywall] could not report the package choice', error))
  }

  /** Goes to checkout with the chosen plan's price; does nothing while a start is under way. */
  const pay = async (planId: string | undefined) => {
    const found = find(planId)
    if (!found || busy.current) return
    busy.current = true
    setWorking(true)
    try {
      await startCheckout(startFor(found.plan, found.option), (route) => {
        if (packages) reportPackage(found.plan, found.option, route)
        onNavigate(route)
      })
      // The button stays disabled: the page is leaving, and Back builds a fresh paywall.
    } catch (error) {
      console.error('[paywall] could not start checkout', error)
      busy.current = false
      setWorking(false)
    }
  }

  return { working, choose, pay }
}
