import type { PageLanguage } from '../../../../schemas/languages'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { formatPrice } from '../../funnel/formatPrice'
import type { PlanPrice } from '../../platform/pricing'
import type { TemplateProps } from '../TemplateProps'
import { formatMessage } from '../../ui/message'
import { cardDiscount } from './planDisplay'

type Strings = TemplateProps['strings']
// The schema fixes badges and intervals; their wording is shared copy in uiStrings.
const BADGES = { mostPopular: (s: Strings) => s.paywallMostPopular, bestValue: (s: Strings) => s.paywallBestValue } as const
const INTERVALS = { month: (s: Strings) => s.paywallPerMonth, year: (s: Strings) => s.paywallPerYear, once: (s: Strings) => s.paywallOneTime } as const

interface Props {
  plans: readonly Plan[]
  prices: ReadonlyMap<string, PlanPrice>
  language: PageLanguage
  t: TemplateProps['t']
  strings: TemplateProps['strings']
  selected: string | undefined
  onSelect: (planId: string) => void
  /** Trial days are shown on trial paywalls only, not on discount paywalls. */
  showTrial: boolean
  /** Each plan's feature list (detailed cards); off for simplified cards. Defaults to shown. */
  showFeatures?: boolean
  discountPercent: number | undefined
  labelledBy: string
}

/**
 * The plans as one radio group: arrow keys move between them, and the whole card is the label,
 * so a tap anywhere on it chooses it. Card content is phrasing content (spans), as a label needs.
 */
export function PlanCards({ plans, prices, language, t, strings, selected, onSelect, showTrial, showFeatures = true, discountPercent, labelledBy }: Props) {
  return (
    <fieldset className="plan-cards" aria-labelledby={labelledBy}>
      {plans.map((plan) => {
        const price = prices.get(plan.id)
        const amount = price?.amount
        const original = price?.originalAmount
        const currency = price?.currency ?? ''
        const discount = cardDiscount(discountPercent, amount, original)
        const trial = showTrial && plan.trialDays ? formatMessage(t(strings.paywallFreeTrial), { count: plan.trialDays }, language) : ''
        return (
          <label key={plan._key} className="plan-card" data-plan={plan.id}>
            <input type="radio" name="paywall-plan" value={plan.id} checked={selected === plan.id} onChange={() => onSelect(plan.id)} />
            <span className="plan-main">
              {(plan.badge || discount !== undefined) && (
                <span className="plan-tags">
                  {plan.badge && <span className={`plan-badge plan-badge-${plan.badge}`}>{t(BADGES[plan.badge](strings))}</span>}
                  {discount !== undefined && (
                    <span className="plan-discount">{formatMessage(t(strings.paywallSave), { percent: discount }, language)}</span>
                  )}
                </span>
              )}
              <span className="plan-name">{t(plan.name)}</span>
              {trial && <span className="plan-trial">{trial}</span>}
            </span>
            <span className="plan-pricing">
              {original !== undefined && amount !== undefined && original > amount && (
                <s className="plan-original">
                  <span className="visually-hidden">{t(strings.paywallRegularPrice)} </span>
                  {formatPrice(original, currency, language)}
                </s>
              )}
              <strong className="plan-price">{formatPrice(amount, currency, language)}</strong>
              {amount === undefined && <span className="visually-hidden">{t(strings.paywallPriceUnavailable)}</span>}
              <span className="plan-interval">{t(INTERVALS[plan.interval](strings))}</span>
            </span>
            {showFeatures && plan.features && plan.features.length > 0 && (
              <span className="plan-features">
                {plan.features.map((feature) => (
                  <span key={feature._key} className="plan-feature">
                    {t(feature)}
                  </span>
                ))}
              </span>
            )}
          </label>
        )
      })}
    </fieldset>
  )
}
