import { useId, useState } from 'react'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { usePlanPrices } from '../../platform/pricing'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import type { TemplateProps } from '../TemplateProps'
import { Countdown } from './Countdown'
import { DEFAULT_COUNTDOWN_MINUTES } from './countdown'
import { paywallLabels as labels } from './labels'
import { defaultPlanId } from './planDisplay'
import { PlanCards } from './PlanCards'
import { TrialTimeline } from './TrialTimeline'
import './paywall.css'

const NO_PLANS: readonly Plan[] = []

/**
 * The paywall: reservation countdown, plan cards, trial timeline, refund and renewal terms
 * (the page's footer) and the main button. `paywallType` 'discount' (deeps) hides trial days
 * and the timeline; any other type is a trial paywall. A `discountPercent` on the page is shown
 * on every card; without it a card shows its own saving against its original price.
 * Checkout comes in a later issue and will take the selected plan; for now the button moves on
 * with `onNext()`.
 */
export default function Paywall({ page, language, strings, t, onNext }: TemplateProps) {
  const paywall = page.paywall
  const plans = paywall?.plans ?? NO_PLANS
  const prices = usePlanPrices(plans)
  const [selected, setSelected] = useState(() => defaultPlanId(plans))
  const titleId = useId()
  const isDiscount = page.paywallType === 'discount'
  const timeline = !isDiscount && paywall?.showTrialTimeline ? (page.items ?? []) : []

  return (
    <section className="page-body paywall" data-paywall-type={page.paywallType}>
      {paywall && (
        <Countdown
          minutes={paywall.countdownMinutes ?? DEFAULT_COUNTDOWN_MINUTES}
          label={t(paywall.timerText === 'limitedTimeOffer' ? labels.limitedTimeOffer : labels.planReserved)}
        />
      )}
      <h1 id={titleId}>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      {plans.length > 0 && (
        <PlanCards
          plans={plans}
          prices={prices}
          language={language}
          t={t}
          selected={selected}
          onSelect={setSelected}
          showTrial={!isDiscount}
          discountPercent={page.discountPercent}
          labelledBy={titleId}
        />
      )}
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      {/* Renewal terms sit right under the button, where the visitor commits. */}
      {page.footer && <p className="paywall-terms">{t(page.footer)}</p>}
      {timeline.length > 0 && <TrialTimeline items={timeline} t={t} />}
    </section>
  )
}
