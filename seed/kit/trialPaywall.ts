/**
 * The app's 7-day trial subscription as the paywall offers it: yearly (best value) and monthly
 * plans, the reservation countdown and the renewal terms. Leadership and parenting sell the same
 * subscription (parenting prices from the leadership_v2 lookup key, spec 2 section 7), so both
 * paywalls use this one definition; prices here are the content's defaults until pricing answers.
 */
import type { Paywall } from '../../schemas/page/blocks/schema'
import type { LocaleString, LocaleText } from '../../schemas/localized/schema'
import { keyed, str, text } from '../build'

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
        price: 59.99,
        originalPrice: 119.99,
        currency: 'USD',
        trialDays: 7,
        badge: 'bestValue' as const,
        features: features(['7-day free trial', '7 dni za darmo'], ['Refundable within 28 days', 'Zwrot możliwy w ciągu 28 dni']),
      },
      {
        _type: 'plan' as const,
        id: 'monthly',
        name: str('Monthly plan', 'Plan miesięczny'),
        interval: 'month' as const,
        price: 14.99,
        currency: 'USD',
        trialDays: 7,
        features: features(['7-day free trial', '7 dni za darmo'], ['Cancel any time', 'Rezygnacja w dowolnym momencie']),
      },
    ],
    'plan',
  ),
}

export const TRIAL_BUTTON: LocaleString = str('Start my free trial', 'Rozpocznij bezpłatny okres próbny')

/** Renewal terms under the button (spec: 7-day trial, cancel 24 hours before, reminder on day 5, 28-day refund). */
export const TRIAL_TERMS: LocaleText = text(
  'After the 7-day free trial your subscription renews automatically at the price of the chosen plan until you cancel. Cancel at least 24 hours before the end of the trial or of the current period to avoid being charged. We will remind you on day 5. The yearly plan is refundable within 28 days.',
  'Po 7-dniowym bezpłatnym okresie próbnym subskrypcja odnawia się automatycznie w cenie wybranego planu, dopóki nie zrezygnujesz. Aby uniknąć opłaty, zrezygnuj co najmniej 24 godziny przed końcem okresu próbnego lub bieżącego okresu rozliczeniowego. 5. dnia wyślemy Ci przypomnienie. Plan roczny można zwrócić w ciągu 28 dni.',
)
