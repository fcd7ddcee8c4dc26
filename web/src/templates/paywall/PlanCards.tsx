import type { PageLanguage } from '../../../../schemas/languages'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { formatPrice } from '../../funnel/formatPrice'
import type { PlanPrice } from '../../platform/pricing'
import type { TemplateProps } from '../TemplateProps'
import { paywallLabels as labels } from './labels'
import { cardDiscount } from './planDisplay'

interface Props {
  plans: readonly Plan[]
  prices: ReadonlyMap<string, PlanPrice>
  language: PageLanguage
  t: TemplateProps['t']
  selected: string | undefined
  onSelect: (planId: string) => void
  /** Trial days are shown on trial paywalls only, not on discount paywalls. */
  showTrial: boolean
  discountPercent: number | undefined
  labelledBy: string
}

/**
 * The plans as one radio group: arrow keys move between them, and the whole card is the label,
 * so a tap anywhere on it chooses it. Card content is phrasing content (spans), as a label needs.
 */
export function PlanCards({ plans, prices, language, t, selected, onSelect, showTrial, discountPercent, labelledBy }: Props) {
  return (
    <fieldset className="plan-cards" aria-labelledby={labelledBy}>
      {plans.map((plan) => {
        const price = prices.get(plan.id)
        const amount = price?.amount
        const original = price?.originalAmount
        const currency = price?.currency ?? ''
        const discount = cardDiscount(discountPercent, amount, original)
        const trial =
          showTrial && plan.trialDays
            ? t(plan.trialDays === 1 ? labels.trialOneDay : labels.trialDays).replace('{days}', String(plan.trialDays))
            : ''
        return (
          <label key={plan._key} className="plan-card" data-plan={plan.id}>
            <input type="radio" name="paywall-plan" value={plan.id} checked={selected === plan.id} onChange={() => onSelect(plan.id)} />
            <span className="plan-main">
              {(plan.badge || discount !== undefined) && (
                <span className="plan-tags">
                  {plan.badge && <span className={`plan-badge plan-badge-${plan.badge}`}>{t(labels[plan.badge])}</span>}
                  {discount !== undefined && (
                    <span className="plan-discount">{t(labels.discount).replace('{percent}', String(discount))}</span>
                  )}
                </span>
              )}
              <span className="plan-name">{t(plan.name)}</span>
              {trial && <span className="plan-trial">{trial}</span>}
            </span>
            <span className="plan-pricing">
              {original !== undefined && amount !== undefined && original > amount && (
                <s className="plan-original">
                  <span className="visually-hidden">{t(labels.regularPrice)} </span>
                  {formatPrice(original, currency, language)}
                </s>
              )}
              <strong className="plan-price">{formatPrice(amount, currency, language)}</strong>
              {amount === undefined && <span className="visually-hidden">{t(labels.priceUnavailable)}</span>}
              <span className="plan-interval">{t(labels[plan.interval])}</span>
            </span>
            {plan.features && plan.features.length > 0 && (
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
