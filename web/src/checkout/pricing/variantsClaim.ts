/**
 * The visitor's A/B variants, sent with each payment call (metadata.abVariants). The server
 * records them as it records the exposure events (first write wins) before it decides the price,
 * so prices asked for before the page's exposure event has reached the server are still the
 * visitor's own. A variant recorded earlier is never replaced by this claim.
 */
import type { PaymentMetadata } from '../../../../schemas/payments/wire'
import { storedVariantsOf } from '../../platform/visitor/ab'
import { activeOnboarding, activeVariants } from '../../platform/visitor/visitor'

/**
 * The funnel's variants: the active ones once the frame has set them, else the stored assignment
 * (a paywall opened directly asks for prices in its first render, before the frame's effect runs).
 */
export function withVariantsClaim(onboardingType: string, metadata: PaymentMetadata): PaymentMetadata {
  const variants = activeOnboarding() === onboardingType ? activeVariants() : storedVariantsOf(onboardingType)
  return Object.keys(variants).length > 0 ? { ...metadata, abVariants: variants } : metadata
}
