/**
 * The demo paywall: a 7-day free trial (spec 9) on a yearly and a monthly plan, the monthly one
 * at the demo price of 9.99 per month. Timeline, refund window (28 days) and renewal notice
 * (cancel 24 hours before the end date) follow spec 1 sections 4 and 9. The copy states those
 * facts and the yearly saving through placeholders ({trialDays}, {reminderDay}, {refundDays},
 * {cancelHours}, {savingPercent}) that the paywall fills from the server's prices and the spec's
 * constants; the plans carry no prices: the cards show the server's (catalogue leadership_v2).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { richText } from '../../kit/portableText'
import { demoPage as page } from './page'

const trialTimeline = keyed([
  {
    _type: 'pageItem' as const,
    icon: 'circle-check' as const,
    title: str('Quiz done', 'Quiz ukończony'),
    text: text('Your personal plan is ready.', 'Twój osobisty plan jest gotowy.'),
  },
  {
    _type: 'pageItem' as const,
    icon: 'lock-open' as const,
    title: str('Today: instant access', 'Dziś: natychmiastowy dostęp'),
    text: text('Start reading and take your first action.', 'Zacznij czytać i podejmij pierwsze działanie.'),
  },
  {
    _type: 'pageItem' as const,
    icon: 'bell' as const,
    title: str('Day {reminderDay}: a reminder', 'Dzień {reminderDay}: przypomnienie'),
    text: text('We e-mail you that your trial is about to end.', 'Wyślemy Ci e-mail, że okres próbny dobiega końca.'),
  },
  {
    _type: 'pageItem' as const,
    icon: 'star' as const,
    title: str('Day {trialDays}: your subscription starts', 'Dzień {trialDays}: start subskrypcji'),
    text: text(
      'Cancel at least {cancelHours} hours before and you pay nothing.',
      'Anuluj co najmniej {cancelHours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} wcześniej, a nic nie zapłacisz.',
    ),
  },
  {
    _type: 'pageItem' as const,
    icon: 'wallet' as const,
    title: str('Forgot to cancel? Get a refund', 'Nie zdążysz anulować? Zwrócimy pieniądze'),
    text: text(
      'Write to us within {refundDays} days of the charge and we refund it in full.',
      'Napisz do nas w ciągu {refundDays} dni od pobrania opłaty, a zwrócimy całą kwotę.',
    ),
  },
])

export const paywallPage: PageDocument = page({
  key: 'paywall',
  name: 'Paywall: free trial',
  path: 'paywall',
  componentType: 'paywall',
  paywallType: 'freeTrial',
  title: str('Choose your plan', 'Wybierz swój plan'),
  paragraphs: keyed([
    text(
      'Start with {trialDays} days free. Your plan is ready and waiting for you, and the yearly plan saves {savingPercent}% against paying monthly.',
      'Zacznij od {trialDays} dni za darmo. Twój plan jest gotowy i czeka na Ciebie, a plan roczny kosztuje o {savingPercent}% mniej niż płatność co miesiąc.',
    ),
  ]),
  paywall: {
    _type: 'paywall',
    countdownMinutes: 15,
    timerText: 'planReserved',
    showTrialTimeline: true,
    plans: keyed([
      {
        _type: 'plan' as const,
        id: 'demo-yearly',
        name: str('Yearly', 'Roczny'),
        interval: 'year' as const,
        trialDays: 7,
        badge: 'bestValue' as const,
        features: keyed([
          str('All 500+ summaries and 5000 actions', 'Ponad 500 podsumowań i 5000 działań'),
          str('Refundable within {refundDays} days', 'Zwrot możliwy w ciągu {refundDays} dni'),
        ]),
      },
      {
        _type: 'plan' as const,
        id: 'demo-monthly',
        name: str('Monthly', 'Miesięczny'),
        interval: 'month' as const,
        trialDays: 7,
        badge: 'mostPopular' as const,
        features: keyed([str('Cancel any time', 'Rezygnacja w dowolnym momencie')]),
      },
    ]),
  },
  trialTitle: str('How your free trial works', 'Jak działa bezpłatny okres próbny'),
  trialSteps: trialTimeline,
  footer: text(
    'The yearly plan can be refunded within {refundDays} days of purchase. Subscriptions renew automatically at the end of each period unless you cancel at least {cancelHours} hours before the end date. You can cancel any time in your account settings.',
    'Plan roczny możesz zwrócić w ciągu {refundDays} dni od zakupu. Subskrypcja odnawia się automatycznie na koniec każdego okresu, chyba że anulujesz ją co najmniej {cancelHours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}} przed datą zakończenia. Anulować możesz w każdej chwili w ustawieniach konta.',
  ),
  finePrint: richText(
    'By continuing you agree to our [terms of use](/terms) and [privacy policy](/policy).',
    'Kontynuując, akceptujesz nasz [regulamin](/terms) oraz [politykę prywatności](/policy).',
  ),
  buttonText: str('Get my plan', 'Odbierz swój plan'),
})
