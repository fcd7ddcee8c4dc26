import { useId, useState } from 'react'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { usePlanPrices } from '../../platform/pricing'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import { AnswerProfile } from './AnswerProfile'
import { Benefits } from './Benefits'
import { Countdown } from './Countdown'
import { DEFAULT_COUNTDOWN_MINUTES } from './countdown'
import { defaultPlanId } from './planDisplay'
import { PlanCards } from './PlanCards'
import { Profile } from './Profile'
import { TrialTimeline } from './TrialTimeline'
import './paywall.css'

const NO_PLANS: readonly Plan[] = []

/**
 * The paywall: reservation countdown, headline, the visitor's profile and the plan cards (in
 * the page's `sectionOrder`: profileFirst, the default, or planFirst), the main button with the
 * refund and renewal terms (the page's footer, then its rich-text `finePrint`), the benefits
 * list (`items`) and the trial timeline. `paywallType` 'discount' (deeps) hides trial days and the timeline; any other type
 * is a trial paywall. A `discountPercent` on the page is shown on every card; without it a card
 * shows its own saving against its original price. `timerStyle` sets how urgent the countdown
 * looks and `planStyle` simplified leaves the features off the plan cards. Checkout comes in a later issue and will take
 * the selected plan; for now the button moves on with `onNext()`.
 */
export default function Paywall({ page, language, strings, answers, answerLabels, t, onNext }: TemplateProps<'paywall'>) {
  const paywall = page.paywall
  const plans = paywall?.plans ?? NO_PLANS
  const prices = usePlanPrices(plans)
  const [selected, setSelected] = useState(() => defaultPlanId(plans))
  const titleId = useId()
  const isDiscount = page.paywallType === 'discount'
  const timeline = !isDiscount && paywall?.showTrialTimeline ? (page.trialSteps ?? []) : []
  const benefits = page.items ?? []
  const onUnknownRichText = useReportUnknownRichText(page._id)

  // The profile slot: a scored style (leadership), or the answers summed up (screen detox).
  const profile = page.resultScoring ? (
    <Profile key="profile" title={page.profileTitle} scoring={page.resultScoring} answers={answers} t={t} />
  ) : page.answerProfile?.length ? (
    <AnswerProfile key="profile" title={page.profileTitle} entries={page.answerProfile} answerLabels={answerLabels} t={t} />
  ) : null
  const plan = (
    <div key="plan" className="paywall-plan">
      {plans.length > 0 && (
        <PlanCards
          plans={plans}
          prices={prices}
          language={language}
          t={t}
          strings={strings}
          selected={selected}
          onSelect={setSelected}
          showTrial={!isDiscount}
          showFeatures={page.planStyle !== 'simplified'}
          discountPercent={page.discountPercent}
          labelledBy={titleId}
        />
      )}
      <PrimaryButton onClick={onNext}>{t(page.buttonText) || t(strings.continue)}</PrimaryButton>
      {/* Renewal terms sit right under the button, where the visitor commits. */}
      {page.footer && <p className="paywall-terms">{t(page.footer)}</p>}
      <RichText value={page.finePrint} language={language} onUnknown={onUnknownRichText} className="rich-text paywall-terms" />
    </div>
  )

  return (
    <section className="page-body paywall" data-paywall-type={page.paywallType} data-section-order={page.sectionOrder ?? 'profileFirst'}>
      {paywall && (
        <Countdown
          minutes={paywall.countdownMinutes ?? DEFAULT_COUNTDOWN_MINUTES}
          label={t(paywall.timerText === 'limitedTimeOffer' ? strings.paywallLimitedTimeOffer : strings.paywallPlanReserved)}
          urgency={page.timerStyle}
        />
      )}
      <h1 id={titleId}>{t(page.title)}</h1>
      <Paragraphs page={page} t={t} />
      {page.sectionOrder === 'planFirst' ? [plan, profile] : [profile, plan]}
      {benefits.length > 0 && <Benefits title={page.benefitsTitle} items={benefits} benefitsKey={page.benefitsKey} t={t} />}
      {timeline.length > 0 && <TrialTimeline title={page.trialTitle} steps={timeline} t={t} />}
    </section>
  )
}
