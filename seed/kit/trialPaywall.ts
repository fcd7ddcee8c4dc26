/**
 * The app's 7-day trial subscription as the paywall offers it: yearly (best value) and monthly
 * plans, the reservation countdown and the renewal terms. Leadership and parenting sell the same
 * subscription (parenting prices from the leadership_v2 lookup key, spec 2 section 7), so both
 * paywalls use this one definition. The prices are the server's (the catalogue's lookup key);
 * the cards carry none. The copy names the trial and refund facts by
 * placeholder (kit/priceCopy), so the paywall fills them.
 */
import type { Paywall } from '../../schemas/page/blocks/schema'
import type { LocaleString, LocaleText } from '../../schemas/localized/schema'
import { keyed, str, text } from '../build'
import { PAYWALL_FACTS as F } from './priceCopy'

const features = (...list: [en: string, pl: string][]) => keyed(list.map(([en, pl]) => str(en, pl)), 'f')

export const TRIAL_PAYWALL: Paywall = {
  _type: 'paywall',
  countdownMinutes: 10,
  timerText: 'planReserved',
  showTrialTimeline: true,
  plans: keyed(
    [
      {
        _type: 'plan' as const,
        id: 'yearly',
        name: str('Yearly plan', 'Plan roczny'),
        interval: 'year' as const,
        trialDays: 7,
        badge: 'bestValue' as const,
        features: features([`${F.trialDays}-day free trial`, `${F.trialDays} dni za darmo`], [`Refundable within ${F.refundDays} days`, `Zwrot możliwy w ciągu ${F.refundDays} dni`]),
      },
      {
        _type: 'plan' as const,
        id: 'monthly',
        name: str('Monthly plan', 'Plan miesięczny'),
        interval: 'month' as const,
        trialDays: 7,
        features: features([`${F.trialDays}-day free trial`, `${F.trialDays} dni za darmo`], ['Cancel any time', 'Rezygnacja w dowolnym momencie']),
      },
    ],
    'plan',
  ),
}

export const TRIAL_BUTTON: LocaleString = str('Start my free trial', 'Rozpocznij bezpłatny okres próbny')

/** Renewal terms under the button (spec: 7-day trial, cancel 24 hours before, reminder on day 5, 28-day refund). */
export const TRIAL_TERMS: LocaleText = text(
  `After the ${F.trialDays}-day free trial your subscription renews automatically at {price}, the price of the chosen plan, until you cancel. Cancel at least ${F.cancelHours.en} before the end of the trial or of the current period to avoid being charged. We will remind you on day ${F.reminderDay}. The yearly plan is refundable within ${F.refundDays} days.`,
  `Po ${F.trialDays}-dniowym bezpłatnym okresie próbnym subskrypcja odnawia się automatycznie w cenie wybranego planu ({price}), dopóki nie zrezygnujesz. Aby uniknąć opłaty, zrezygnuj co najmniej ${F.cancelHours.pl} przed końcem okresu próbnego lub bieżącego okresu rozliczeniowego. ${F.reminderDay}. dnia wyślemy Ci przypomnienie. Plan roczny można zwrócić w ciągu ${F.refundDays} dni.`,
)
