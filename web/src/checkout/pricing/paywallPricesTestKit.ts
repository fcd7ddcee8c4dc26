/**
 * For paywall tests only: the server's answer as the sandbox catalogue gives it for the default
 * set, built from a page's content plans (the catalogue reproduces the content's prices), so a
 * test fakes getPricing without hand-copied prices. `change` alters a plan's option.
 */
import type { Plan } from '../../../../schemas/page/blocks/schema'
import type { PriceOption, PricingAnswer } from '../../../../schemas/payments/wire'

export function contentAnswer(plans: readonly Plan[], change: (plan: Plan) => Partial<PriceOption> | null = () => ({})): PricingAnswer {
  const options = plans.flatMap((plan): PriceOption[] => {
    const changed = change(plan)
    if (changed === null) return []
    return [
      {
        id: `price_${plan.id}`,
        planId: plan.id,
        lookupKey: 'test_v1',
        productId: `prod_${plan.id}`,
        amount: plan.price ?? 0,
        ...(plan.originalPrice !== undefined ? { originalAmount: plan.originalPrice } : {}),
        currency: plan.currency ?? 'USD',
        interval: plan.interval,
        ...(plan.trialDays !== undefined ? { trialDays: plan.trialDays } : {}),
        ...changed,
      },
    ]
  })
  return { lookupKey: 'test_v1', countryCode: 'US', pricingSet: 'default', currency: options[0]?.currency ?? 'USD', options }
}
