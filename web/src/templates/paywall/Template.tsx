import { useId, useMemo, useState } from 'react'
import type { Plan } from '../../../../schemas/page/blocks/schema'
import { discountOf, optionsByPlan, paywallLookup } from '../../checkout/pricing/paywallPricing'
import { defaultPlanId } from '../../checkout/pricing/planDisplay'
import { usePlanPrices, visitorCountry } from '../../checkout/pricing/pricing'
import { usePaywallCheckout } from '../../checkout/start/usePaywallCheckout'
import { priceFacts } from '../../funnel/priceFacts'
import { PlacedImages } from '../../ui/PlacedImages'
import { Paragraphs } from '../../ui/Paragraphs'
import { PrimaryButton } from '../../ui/PrimaryButton'
import { RichText } from '../../ui/RichText'
import type { TemplateProps } from '../TemplateProps'
import { useReportUnknownRichText } from '../useReportUnknownRichText'
import { AnswerProfile } from './AnswerProfile'
import { Benefits } from './Benefits'
import { Countdown } from './Countdown'
import { DEFAULT_COUNTDOWN_MINUTES } from './countdown'
import { fillingTranslate, fillRichText } from '../../ui/fillCopy'
import { PlanCards } from './PlanCards'
import { Profile } from './Profile'
import { TrialTimeline } from './TrialTimeline'
import './paywall.css'

const NO_PLANS: readonly Plan[] = []

// The frame preloads a paywall's prices through this chunk (its contract's role says preloadsData).
export { preloadPaywallPrices as preload } from '../../checkout/pricing/preloadPaywallPrices'

/**
 * The paywall: reservation countdown, headline, the visitor's profile and the plan cards (in
 * the page's `sectionOrder`: profileFirst, the default, or planFirst), the main button with the
 * refund and renewal terms (the page's footer, then its rich-text `finePrint`), the benefits
 * list (`items`) and the trial timeline. `paywallType` 'discount' (deeps) hides trial days and the timeline; any other type
 * is a trial paywall. `timerStyle` sets how urgent the countdown looks and `planStyle`
 * simplified leaves the features off the plan cards.
 *
 * Prices come from the server (getPaymentPrices for the page's `pricingSet`, see
 * checkout/pricing/paywallPricing.ts): until they arrive every price is '--'; if they cannot be loaded the page
 * says so with a Retry button in the plans' place (they keep their room, hidden), and the button cannot pay. The page's copy
 * (title, paragraphs, footer, fine print, trial steps, card texts) may use the placeholders of
 * funnel/priceFacts ({price}, {originalPrice}, {perDay}, {savingPercent}, {discountPercent},
 * {trialDays}, {reminderDay}, {refundDays}, {cancelHours}), filled from the chosen plan's price.
 * The button takes the chosen plan's price to checkout (the page's `checkoutType` travels with it).
 * The page's images (an illustration) go above the title, after the trial timeline or behind the
 * page (`imagePlacement`).
 */
export default function Paywall({ page, language, strings, answers, answerLabels, t, funnel, email, onNavigate }: TemplateProps<'paywall'>) {
  const paywall = page.paywall
  const plans = paywall?.plans ?? NO_PLANS
  const [countryCode] = useState(() => visitorCountry())
  const { state, retry } = usePlanPrices(paywallLookup(page, funnel.key, countryCode))
  const answer = state.status === 'ready' ? state.answer : undefined
  const options = useMemo(() => optionsByPlan(answer), [answer])
  const [chosen, setChosen] = useState<string>()
  const selected = chosen ?? defaultPlanId(plans, answer ? (planId) => options.has(planId) : undefined)
  const checkout = usePaywallCheckout({ page, funnel, email, countryCode, plans, options, onNavigate })
  const titleId = useId()
  const isDiscount = page.paywallType === 'discount'
  const timeline = !isDiscount && paywall?.showTrialTimeline ? (page.trialSteps ?? []) : []
  const benefits = page.items ?? []
  const onUnknownRichText = useReportUnknownRichText(page._id)

  const facts = priceFacts({ chosen: selected ? options.get(selected) : undefined, options: answer?.options ?? [], discountPercent: discountOf(page), language })
  const copy = fillingTranslate(t, facts, language)
  const finePrint = fillRichText(page.finePrint, facts, language)
  const canPay = selected !== undefined && options.has(selected) && !checkout.working

  // The profile slot: a scored style (leadership), or the answers summed up (screen detox).
  const profile = page.resultScoring ? (
    <Profile key="profile" title={page.profileTitle} scoring={page.resultScoring} answers={answers} t={t} />
  ) : page.answerProfile?.length ? (
    <AnswerProfile key="profile" title={page.profileTitle} entries={page.answerProfile} answerLabels={answerLabels} t={t} />
  ) : null
  const plan = (
    <div key="plan" className="paywall-plan">
      {/* The error takes the cards' place without moving anything: they keep their room under it, hidden. */}
      <div className="paywall-prices">
        {plans.length > 0 && (
          <PlanCards
            plans={plans}
            options={options}
            loading={state.status === 'loading'}
            language={language}
            t={t}
            copy={copy}
            strings={strings}
            selected={selected}
            onSelect={(planId) => {
              setChosen(planId)
              checkout.choose(planId)
            }}
            showTrial={!isDiscount}
            showFeatures={page.planStyle !== 'simplified'}
            discountPercent={page.discountPercent}
            labelledBy={titleId}
            covered={state.status === 'error'}
          />
        )}
        {state.status === 'error' && (
          <div className="paywall-pricing-error" role="alert">
            <p>{t(strings.pricingError)}</p>
            <button type="button" className="paywall-retry" onClick={retry}>
              {t(strings.pricingRetry)}
            </button>
          </div>
        )}
      </div>
      <PrimaryButton disabled={!canPay} aria-busy={checkout.working || undefined} onClick={() => void checkout.pay(selected)}>
        {copy(page.buttonText) || t(strings.continue)}
      </PrimaryButton>
      {/* Renewal terms sit right under the button, where the visitor commits. */}
      {page.footer && <p className="paywall-terms">{copy(page.footer)}</p>}
      <RichText value={finePrint} language={language} onUnknown={onUnknownRichText} className="rich-text paywall-terms" />
    </div>
  )

  return (
    <section className="page-body paywall" data-paywall-type={page.paywallType} data-section-order={page.sectionOrder ?? 'profileFirst'}>
      {paywall && (
        <Countdown
          offerId={page._id}
          minutes={paywall.countdownMinutes ?? DEFAULT_COUNTDOWN_MINUTES}
          label={t(paywall.timerText === 'limitedTimeOffer' ? strings.paywallLimitedTimeOffer : strings.paywallPlanReserved)}
          urgency={page.timerStyle}
        />
      )}
      <PlacedImages page={page} at="background" t={t} />
      <PlacedImages page={page} at="top" t={t} />
      <h1 id={titleId}>{copy(page.title)}</h1>
      <Paragraphs page={page} t={copy} />
      {page.sectionOrder === 'planFirst' ? [plan, profile] : [profile, plan]}
      {benefits.length > 0 && <Benefits title={page.benefitsTitle} items={benefits} benefitsKey={page.benefitsKey} t={copy} />}
      {timeline.length > 0 && <TrialTimeline title={page.trialTitle} steps={timeline} t={copy} />}
      <PlacedImages page={page} at="bottom" t={t} />
    </section>
  )
}
