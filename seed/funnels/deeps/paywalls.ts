/**
 * The three paywall variants of /deeps (spec 2.8): offer-trial, offer-60 and offer-70. Processing
 * (spec section 4) keeps one of them and renames it payWall:
 * - payWallType freeTrial (the default): offer-trial, type freeTrial;
 * - payWallType discount: offer-60 (discount 60, the default) or offer-70 (discount 70), type discount.
 * The path stays the variant's own (offer-trial, offer-60, offer-70), so a URL names what it shows.
 * mainTitle journeyProgress swaps the headline for the page's first title alternative.
 * The pages show the server's prices (lookup key ds_v1); a discount paywall sends its
 * discountPercent with the pricing call and gets discounted prices. The copy names the trial,
 * refund and discount facts by placeholder, so the paywall fills them.
 */
import type { Plan } from '../../../schemas/page/blocks/schema'
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { deepsPage as page, paragraphs } from './page'
import { item } from './plan'
import { PAYWALL_FACTS, type FactWords } from '../../kit/priceCopy'
import { rule, variantIs } from '../../kit/rules'
import { TRIAL_BUTTON } from '../../kit/trialPaywall'
import { discountTest, journeyProgressTitle, payWallTypeTest } from './tests'
import { illustrated } from '../../kit/illustrations'
import { DEEPS_ILLUSTRATIONS } from './illustrations'

const features = (...pairs: [string, string][]) => keyed(pairs.map(([en, pl]) => str(en, pl)), 'f')

const PLAN_FEATURES = features(
  ['500+ book summaries, read or listen', 'Ponad 500 podsumowań książek do czytania lub słuchania'],
  ['5000 actionable steps', '5000 konkretnych działań'],
  ['A personal plan of 20 episodes', 'Osobisty plan na 20 odcinków'],
)

interface PlanInput {
  id: 'yearly' | 'monthly'
  trialDays?: number
}

/** A card; its price, currency and any struck price are the server's (catalogue ds_v1). */
function plan({ id, trialDays }: PlanInput): Plan & { _key: string } {
  const yearly = id === 'yearly'
  return {
    _type: 'plan',
    _key: id,
    id,
    name: yearly ? str('Yearly plan', 'Plan roczny') : str('Monthly plan', 'Plan miesięczny'),
    interval: yearly ? 'year' : 'month',
    ...(trialDays !== undefined ? { trialDays } : {}),
    ...(yearly ? { badge: 'mostPopular' as const } : {}),
    features: PLAN_FEATURES,
  }
}

const F = PAYWALL_FACTS
const refundFooter = text(
  `Cancel at least ${F.cancelHours.en} before the end of your trial or billing period and you will not be charged again. The yearly plan is refundable within ${F.refundDays} days.`,
  `Anuluj co najmniej ${F.cancelHours.pl} przed końcem okresu próbnego lub rozliczeniowego, a nie pobierzemy kolejnej opłaty. Plan roczny możesz zwrócić w ciągu ${F.refundDays} dni.`,
)

/** The trial, step by step: written out on the timeline page, by placeholder on the trial paywall (kit/priceCopy). */
export const TRIAL_TITLE = str('How your free trial works', 'Jak działa bezpłatny okres próbny')
export const trialSteps = (f: FactWords) =>
  keyed(
    [
      item(['Quiz done', 'Quiz ukończony'], ['Your personal plan is ready.', 'Twój osobisty plan jest gotowy.'], 'circle-check'),
      item(['Today', 'Dziś'], ['Instant access to every summary, audio episode and action.', 'Natychmiastowy dostęp do wszystkich podsumowań, odcinków audio i działań.'], 'lock-open'),
      item([`Day ${f.reminderDay}`, `Dzień ${f.reminderDay}`], ['We send you a reminder that your trial is ending.', 'Wyślemy Ci przypomnienie, że okres próbny dobiega końca.'], 'bell'),
      item(
        [`Day ${f.trialDays}`, `Dzień ${f.trialDays}`],
        [
          `Your subscription starts. Cancel at least ${f.cancelHours.en} before to avoid the charge.`,
          `Rozpoczyna się subskrypcja. Anuluj co najmniej ${f.cancelHours.pl} wcześniej, aby uniknąć opłaty.`,
        ],
        'star',
      ),
      item(['Forgot to cancel?', 'Nie zdążysz anulować?'], [`The yearly plan is refundable within ${f.refundDays} days.`, `Plan roczny możesz zwrócić w ciągu ${f.refundDays} dni.`], 'wallet'),
    ],
    't',
  )

const titleAlternatives = (en: string, pl: string) => [{ ...str(en, pl), _key: 'journeyProgress' }]

export const offerTrial = page({
  key: 'offer-trial',
  ...illustrated(DEEPS_ILLUSTRATIONS.paywall),
  name: 'Paywall: 7-day free trial',
  componentType: 'paywall',
  title: str('Start your {trialDays}-day free trial', 'Rozpocznij {trialDays}-dniowy bezpłatny okres próbny'),
  titleAlternatives: titleAlternatives(
    'You have taken the first step. Your 20 episodes are waiting',
    'Pierwszy krok za Tobą. Czeka na Ciebie 20 odcinków',
  ),
  paragraphs: paragraphs([
    'Full access to every summary, audio episode and action. We will remind you on day {reminderDay}, before your trial ends.',
    'Pełny dostęp do wszystkich podsumowań, odcinków audio i działań. Przypomnimy Ci o tym {reminderDay}. dnia, przed końcem okresu próbnego.',
  ]),
  paywall: {
    _type: 'paywall',
    plans: [plan({ id: 'yearly', trialDays: 7 }), plan({ id: 'monthly', trialDays: 7 })],
    countdownMinutes: 15,
    timerText: 'planReserved',
    showTrialTimeline: true,
  },
  trialTitle: TRIAL_TITLE,
  trialSteps: trialSteps(PAYWALL_FACTS),
  buttonText: TRIAL_BUTTON,
  footer: refundFooter,
  rules: [
    rule('discountRemovesTrial', 'hide', [variantIs(payWallTypeTest, 'discount')]),
    rule('freeTrialPayWall', 'override', [variantIs(payWallTypeTest, 'freeTrial')], {
      override: { _type: 'pageOverride', key: 'payWall', paywallType: 'freeTrial' },
    }),
    journeyProgressTitle,
  ],
})

function discountPaywall(percent: 60 | 70): PageDocument {
  const conditions = [variantIs(payWallTypeTest, 'discount'), variantIs(discountTest, String(percent))]
  return page({
    key: `offer-${percent}`,
    ...illustrated(DEEPS_ILLUSTRATIONS.paywall),
    name: `Paywall: ${percent}% off`,
    componentType: 'paywall',
    hidden: true,
    // {discountPercent} is the page's discount (the rule below sets it), so the headline and the cards agree.
    title: str('Your plan is ready: {discountPercent}% off today', 'Twój plan jest gotowy: {discountPercent}% taniej tylko dziś'),
    titleAlternatives: titleAlternatives('You have taken the first step. Keep going with {discountPercent}% off', 'Pierwszy krok za Tobą. Idź dalej z rabatem {discountPercent}%'),
    paragraphs: paragraphs([
      'Get your personal plan, 500+ summaries and 5000 actions at a price reserved for you.',
      'Zyskaj osobisty plan, ponad 500 podsumowań i 5000 działań w cenie zarezerwowanej dla Ciebie.',
    ]),
    paywall: {
      _type: 'paywall',
      plans: [
        plan({ id: 'yearly' }),
        plan({ id: 'monthly' }),
      ],
      countdownMinutes: 10,
      timerText: 'limitedTimeOffer',
    },
    buttonText: str('Get my plan', 'Odbierz swój plan'),
    footer: refundFooter,
    rules: [
      rule(`showOffer${percent}`, 'show', conditions),
      rule(`discount${percent}PayWall`, 'override', conditions, {
        override: { _type: 'pageOverride', key: 'payWall', paywallType: 'discount', discountPercent: percent },
      }),
      journeyProgressTitle,
    ],
  })
}

export const offer60 = discountPaywall(60)
export const offer70 = discountPaywall(70)

export const paywallPages: PageDocument[] = [offerTrial, offer60, offer70]
