/**
 * For paywall tests only: the server's answer as the catalogue gives it (the sandbox's prices,
 * functions/src/payments/catalogue.ts), limited to a page's plans, so a test fakes getPricing
 * with what the server charges, reference prices included, never with hand-copied numbers.
 * `change` alters a plan's option (null leaves it out).
 */
import type { Plan } from '../../../../schemas/page/blocks/schema'
import type { PaymentMetadata, PriceOption, PricingAnswer } from '../../../../schemas/payments/wire'
import { priceList, toPriceOption } from '../../../../functions/src/payments/catalogue'

/** A fixed day, so reference prices do not move with the clock (START's reduction of 1 October 2026 is in force). */
export const TEST_PRICING_DAY = new Date('2026-11-27T12:00:00Z')

export interface CatalogueQuery {
  onboardingType: string
  /** 'US' unless given. */
  countryCode?: string
  pricingSet?: string
  discountPercent?: number
}

export function catalogueAnswer(query: CatalogueQuery, plans: readonly Plan[], change: (plan: Plan) => Partial<PriceOption> | null = () => ({})): PricingAnswer {
  const metadata: PaymentMetadata = query.discountPercent !== undefined ? { discountPercent: query.discountPercent } : {}
  const { answer, options } = priceList({
    onboardingType: query.onboardingType,
    countryCode: query.countryCode ?? 'US',
    pricingSet: query.pricingSet ?? 'default',
    metadata,
    now: TEST_PRICING_DAY,
  })
  const priced = plans.flatMap((plan): PriceOption[] => {
    const option = options.find((candidate) => candidate.planId === plan.id)
    const changed = change(plan)
    if (!option || changed === null) return []
    return [{ ...toPriceOption(option), ...changed }]
  })
  return { ...answer, options: priced }
}
