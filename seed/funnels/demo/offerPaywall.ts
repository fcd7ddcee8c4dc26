/**
 * The demo paywall: a 7-day free trial (spec 9) on a yearly and a monthly plan, the monthly one
 * at the demo price of 9.99 per month. Timeline, refund window (28 days) and renewal notice
 * (cancel 24 hours before the end date) follow spec 1 sections 4 and 9.
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { richText } from '../../kit/portableText'
import { demoPage as page } from './page'

const trialTimeline = keyed([
  {
    _type: 'pageItem' as const,
    icon: '✅',
    title: str('Quiz done', 'Quiz ukończony'),
    text: text('Your personal plan is ready.', 'Twój osobisty plan jest gotowy.'),
  },
  {
    _type: 'pageItem' as const,
    icon: '🔓',
    title: str('Today: instant access', 'Dziś: natychmiastowy dostęp'),
    text: text('Start reading and take your first action.', 'Zacznij czytać i podejmij pierwsze działanie.'),
  },
  {
    _type: 'pageItem' as const,
    icon: '🔔',
    title: str('Day 5: a reminder', 'Dzień 5: przypomnienie'),
    text: text('We e-mail you two days before your trial ends.', 'Dwa dni przed końcem okresu próbnego wyślemy Ci e-mail.'),
  },
  {
    _type: 'pageItem' as const,
    icon: '⭐',
    title: str('Day 7: your subscription starts', 'Dzień 7: startuje subskrypcja'),
    text: text('Cancel at least 24 hours before and you pay nothing.', 'Anuluj co najmniej 24 godziny wcześniej, a nic nie zapłacisz.'),
  },
  {
    _type: 'pageItem' as const,
    icon: '💸',
    title: str('Forgot to cancel? Get a refund', 'Nie zdążysz anulować? Zwrócimy pieniądze'),
    text: text(
      'Write to us within 28 days of the charge and we refund it in full.',
      'Napisz do nas w ciągu 28 dni od pobrania opłaty, a zwrócimy całą kwotę.',
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
      'Start with 7 days free. Your plan is ready and waiting for you.',
      'Zacznij od 7 dni za darmo. Twój plan jest gotowy i czeka na Ciebie.',
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
        price: 59.99,
        originalPrice: 119.88,
        currency: 'USD',
        trialDays: 7,
        badge: 'bestValue' as const,
        features: keyed([
          str('All 500+ summaries and 5000 actions', 'Ponad 500 podsumowań i 5000 działań'),
          str('Refundable within 28 days', 'Zwrot możliwy w ciągu 28 dni'),
        ]),
      },
      {
        _type: 'plan' as const,
        id: 'demo-monthly',
        name: str('Monthly', 'Miesięczny'),
        interval: 'month' as const,
        price: 9.99,
        currency: 'USD',
        trialDays: 7,
        badge: 'mostPopular' as const,
        features: keyed([str('Cancel any time', 'Rezygnacja w dowolnym momencie')]),
      },
    ]),
  },
  trialTitle: str('How your free trial works', 'Jak działa bezpłatny okres próbny'),
  trialSteps: trialTimeline,
  footer: text(
    'The yearly plan can be refunded within 28 days of purchase. Subscriptions renew automatically at the end of each period unless you cancel at least 24 hours before the end date. You can cancel any time in your account settings.',
    'Plan roczny możesz zwrócić w ciągu 28 dni od zakupu. Subskrypcja odnawia się automatycznie na koniec każdego okresu, chyba że anulujesz ją co najmniej 24 godziny przed datą zakończenia. Anulować możesz w każdej chwili w ustawieniach konta.',
  ),
  finePrint: richText(
    'By continuing you agree to our [terms of use](/terms) and [privacy policy](/policy).',
    'Kontynuując, akceptujesz nasz [regulamin](/terms) i [politykę prywatności](/policy).',
  ),
  buttonText: str('Get my plan', 'Odbierz mój plan'),
})
