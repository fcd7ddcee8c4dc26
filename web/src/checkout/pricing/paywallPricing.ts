/**
 * What a paywall page asks the server for, and what it tells checkout. Everything comes from the
 * processed page, so an A/B test changes prices the way it changes copy: a rule sets the page's
 * `pricingSet`, `checkoutType`, `discountPercent` or `productFormat` for a variant.
 *
 * The A/B label (metadata.abLabel, part of the pricing cache key) names the price arm the page
 * shows: its pricing set, plus the discount and the product format when the page has them
 * ('second', 'default:discount70', 'control:videoCourse'). Two pages whose prices can differ
 * therefore never share a cached answer.
 */
import type { PaymentMetadata, PricingAnswer } from '../../../../schemas/payments/wire'
import { DEFAULT_PRICING_SET } from '../../../../schemas/payments/wire'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import type { RenderPage } from '../../content/renderPages'
import type { PricingLookup } from './getPricing'

type PaywallPage = RenderPage<'paywall'>
type PricedFields = Pick<PaywallPage, 'pricingSet' | 'checkoutType' | 'paywallType' | 'discountPercent' | 'productFormat'>

export const pricingSetOf = (page: PricedFields): string => page.pricingSet || DEFAULT_PRICING_SET

/** The page's discount when it is a discount paywall (deeps' 60 and 70 percent offers). */
export const discountOf = (page: PricedFields): number | undefined =>
  page.paywallType === 'discount' && page.discountPercent !== undefined && page.discountPercent > 0 ? page.discountPercent : undefined

export function abLabelOf(page: PricedFields): string {
  const discount = discountOf(page)
  return [pricingSetOf(page), discount !== undefined ? `discount${discount}` : undefined, page.productFormat].filter(Boolean).join(':')
}

/** productInfo for the pricing and checkout calls: the product format, or null without one. */
export const productInfoOf = (page: PricedFields): Record<string, unknown> | null => (page.productFormat ? { format: page.productFormat } : null)

/** The pricing lookup for a paywall page. */
export function paywallLookup(page: PricedFields, onboardingType: string, countryCode: string): PricingLookup {
  const discount = discountOf(page)
  const productInfo = productInfoOf(page)
  return {
    onboardingType,
    countryCode,
    pricingSet: pricingSetOf(page),
    metadata: { abLabel: abLabelOf(page), ...(discount !== undefined ? { discountPercent: discount } : {}) },
    ...(productInfo ? { productInfo } : {}),
  }
}

/**
 * A choice among one-time packages (screen detox): more than one plan, all paid once. Choosing
 * one is 'Package selected', and checkout learns its id as the tier.
 */
export const isPackageChoice = (plans: readonly Plan[]): boolean => plans.length > 1 && plans.every((plan) => plan.interval === 'once')

/** Checkout's metadata: the A/B label, the checkout type, the package (tier) and the discount. */
export function checkoutMetadata(page: PricedFields, tier: string | undefined): PaymentMetadata {
  const discount = discountOf(page)
  return {
    abLabel: abLabelOf(page),
    checkoutType: page.checkoutType ?? 'checkout',
    ...(tier !== undefined ? { tier } : {}),
    ...(discount !== undefined ? { discountPercent: discount } : {}),
  }
}

/** The server's price for each plan card, by the plan id the option names. */
export function optionsByPlan(answer: PricingAnswer | undefined): ReadonlyMap<string, PricingAnswer['options'][number]> {
  return new Map((answer?.options ?? []).map((option) => [option.planId, option]))
}
