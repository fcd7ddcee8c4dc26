import type { PageLanguage, Translate } from '../../../../schemas/languages'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import type { PriceOption } from '../../../../schemas/payments/wire'
import { cardDiscount, reservedPriceLines } from '../../checkout/pricing/planDisplay'
import { EMPTY_PRICE, formatPrice } from '../../funnel/formatPrice'
import { perDayPrice } from '../../funnel/priceFacts'
import type { TemplateProps } from '../TemplateProps'
import { Icon } from '../../ui/Icon'
import { formatMessage } from '../../ui/message'

type Strings = TemplateProps['strings']
// The schema fixes badges and intervals; their wording is shared copy in uiStrings.
const BADGES = { mostPopular: (s: Strings) => s.paywallMostPopular, bestValue: (s: Strings) => s.paywallBestValue } as const
const INTERVALS = { month: (s: Strings) => s.paywallPerMonth, year: (s: Strings) => s.paywallPerYear, once: (s: Strings) => s.paywallOneTime } as const

interface Props {
  plans: readonly Plan[]
  /** The server's price for each plan id; a plan without one shows '--' and cannot be chosen. */
  options: ReadonlyMap<string, PriceOption>
  /** The prices are on their way: every price shows '--' and says it is loading. */
  loading: boolean
  language: PageLanguage
  /** For the shared wording (badges, intervals). */
  t: Translate
  /** For the page's own copy on the cards (names, features), with the price placeholders filled. */
  copy: Translate
  strings: Strings
  selected: string | undefined
  onSelect: (planId: string) => void
  /** Trial days are shown on trial paywalls only, not on discount paywalls. */
  showTrial: boolean
  /** Each plan's feature list (detailed cards); off for simplified cards. Defaults to shown. */
  showFeatures?: boolean
  discountPercent: number | undefined
  labelledBy: string
  /** The prices error covers the cards: they keep their room but are hidden from everyone. */
  covered?: boolean
}

/** Room held for a line a price may fill (reservedPriceLines): one invisible line of the same type, left out of the accessibility tree. */
const Slot = ({ line }: { line: 'tag' | 'trial' | 'original' | 'perDay' }) => (
  <span className={`plan-slot plan-slot-${line}`} aria-hidden="true">
    {'\u00a0'}
  </span>
)

/**
 * The plans as one radio group: arrow keys move between them, and the whole card is the label,
 * so a tap anywhere on it chooses it. Card content is phrasing content (spans), as a label needs.
 * Content gives each card its name, badge and features; the server gives its price, original
 * price, currency, trial days and discount.
 */
export function PlanCards({ plans, options, loading, language, t, copy, strings, selected, onSelect, showTrial, showFeatures = true, discountPercent, labelledBy, covered }: Props) {
  return (
    <fieldset className="plan-cards" aria-labelledby={labelledBy} aria-hidden={covered || undefined} inert={covered || undefined}>
      {plans.map((plan) => {
        const option = options.get(plan.id)
        const amount = option?.amount
        const original = option?.originalAmount
        const currency = option?.currency ?? ''
        const interval = option?.interval ?? plan.interval
        const discount = option?.discountPercent || cardDiscount(discountPercent, amount, original)
        const trial = showTrial && option?.trialDays ? formatMessage(t(strings.paywallFreeTrial), { count: option.trialDays }, language) : ''
        const perDay = interval === 'year' ? perDayPrice(amount, interval) : undefined
        const unavailable = !loading && !option
        const struck = original !== undefined && amount !== undefined && original > amount
        // Each line a price may fill has its room from the first frame (the prerendered HTML), kept when it stays empty.
        const reserved = reservedPriceLines(plan, showTrial)
        return (
          <label key={plan._key} className="plan-card" data-plan={plan.id} data-unavailable={unavailable || undefined}>
            <input
              type="radio"
              name="paywall-plan"
              value={plan.id}
              checked={selected === plan.id}
              disabled={unavailable}
              onChange={() => onSelect(plan.id)}
            />
            <span className="plan-main">
              {plan.badge || discount !== undefined ? (
                <span className="plan-tags">
                  {plan.badge && <span className={`plan-badge plan-badge-${plan.badge}`}>{t(BADGES[plan.badge](strings))}</span>}
                  {discount !== undefined && (
                    <span className="plan-discount">{formatMessage(t(strings.paywallSave), { percent: discount }, language)}</span>
                  )}
                </span>
              ) : (
                reserved.tags && (
                  <span className="plan-tags">
                    <Slot line="tag" />
                  </span>
                )
              )}
              <span className="plan-name">{copy(plan.name)}</span>
              {trial ? <span className="plan-trial">{trial}</span> : reserved.trial && <Slot line="trial" />}
            </span>
            <span className="plan-pricing">
              {struck ? (
                <s className="plan-original">
                  {option?.referenceRule !== 'lowest30Days' && <span className="visually-hidden">{t(strings.paywallRegularPrice)} </span>}
                  {formatPrice(original, currency, language)}
                </s>
              ) : (
                reserved.original && <Slot line="original" />
              )}
              <strong className="plan-price" aria-busy={loading || undefined}>
                {/* The placeholder is an element of its own, so the price is new text, not the placeholder's text moved left (a layout shift). */}
                {loading ? <span className="plan-price-placeholder">{EMPTY_PRICE}</span> : formatPrice(amount, currency, language)}
              </strong>
              {loading && <span className="visually-hidden">{t(strings.pricingLoading)}</span>}
              {unavailable && <span className="visually-hidden">{t(strings.paywallPriceUnavailable)}</span>}
              <span className="plan-interval">{t(INTERVALS[interval](strings))}</span>
              {/* In the EEA the struck price is the lowest of the 30 days before the reduction, and the card says so. */}
              {option?.referenceRule === 'lowest30Days' && struck && (
                <span className="plan-reference">{formatMessage(t(strings.paywallLowestPrice30Days), { price: formatPrice(original, currency, language) }, language)}</span>
              )}
              {perDay !== undefined ? (
                <span className="plan-per-day">{formatMessage(t(strings.paywallPerDay), { price: formatPrice(perDay, currency, language) }, language)}</span>
              ) : (
                reserved.perDay && <Slot line="perDay" />
              )}
            </span>
            {showFeatures && plan.features && plan.features.length > 0 && (
              <span className="plan-features">
                {plan.features.map((feature) => (
                  <span key={feature._key} className="plan-feature">
                    <Icon name="check" className="plan-feature-check" /> {copy(feature)}
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
