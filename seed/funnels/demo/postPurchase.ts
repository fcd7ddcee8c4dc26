/**
 * The demo's pages after the paywall: the FAQ (rich-text answers) and the post-purchase waiting
 * room, whose refund confirmation follows the demoRefundTime test (5-7 or 3-5 business days).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import { keyed, str, text } from '../../build'
import { abTest } from '../../kit/abTest'
import { portableText } from '../../kit/portableText'
import { overrideWhen } from '../../kit/rules'
import { demoPage as page, DEMO } from './page'

/** Copy only: every visitor sees the waiting room; the test picks the promised refund time. */
export const demoRefundTimeTest = abTest(DEMO, {
  name: 'demoRefundTime',
  description:
    'Refund confirmation on the waiting room: fiveToSevenDays promises the money back within 5-7 business days, threeToFiveDays within 3-5. Every visitor sees the page.',
  variants: ['fiveToSevenDays', 'threeToFiveDays'],
  pages: ['waiting-room'],
})

const question = (en: string, pl: string, answerEn: string, answerPl: string) => ({
  _type: 'faqItem' as const,
  question: str(en, pl),
  answer: { _type: 'localePortableText' as const, en: portableText(answerEn), pl: portableText(answerPl) },
})

const faq = page({
  key: 'faq',
  name: 'FAQ',
  path: 'faq',
  componentType: 'faq',
  title: str('Questions we hear most', 'Najczęstsze pytania'),
  paragraphs: keyed([text('Tap a question to see the answer.', 'Dotknij pytania, aby zobaczyć odpowiedź.')]),
  questions: keyed([
    question(
      'How does the free trial work?',
      'Jak działa bezpłatny okres próbny?',
      'You get **full access for 7 days**. On day 5 we e-mail you a reminder, so no payment takes you by surprise.',
      'Przez **7 dni masz pełny dostęp**. Piątego dnia wyślemy Ci e-mail z przypomnieniem, więc żadna płatność Cię nie zaskoczy.',
    ),
    question(
      'What is in the plan?',
      'Co zawiera plan?',
      'Everything you saw in your plan:\n- 500+ book summaries\n- 5000 practical actions\n- a weekly check-in',
      'Wszystko, co widzisz w swoim planie:\n- ponad 500 podsumowań książek\n- 5000 praktycznych działań\n- cotygodniowe podsumowanie',
    ),
    question(
      'Can I cancel any time?',
      'Czy mogę zrezygnować w każdej chwili?',
      'Yes. Cancel **at least 24 hours** before the trial ends and you pay nothing. The details are in our [terms of use](/terms).',
      'Tak. Anuluj **co najmniej 24 godziny** przed końcem okresu próbnego, a nic nie zapłacisz. Szczegóły znajdziesz w naszym [regulaminie](/terms).',
    ),
    question(
      'What if I forget to cancel?',
      'A jeśli zapomnę zrezygnować?',
      'Write to us within **28 days** of the charge and we refund it in full.',
      'Napisz do nas w ciągu **28 dni** od pobrania opłaty, a zwrócimy Ci całą kwotę.',
    ),
  ]),
  buttonText: str('Continue', 'Dalej'),
})

const refundIn = (days: string, dni: string) =>
  text(
    `We have received your request. The money will be back on your card within ${days} business days.`,
    `Otrzymaliśmy Twoją prośbę. Pieniądze wrócą na Twoją kartę w ciągu ${dni} dni roboczych.`,
  )

const waitingRoom = page({
  key: 'waiting-room',
  name: 'Waiting room (after purchase)',
  path: 'waiting-room',
  componentType: 'waitingRoom',
  title: str('Thank you! Your plan will be ready in 2 weeks', 'Dziękujemy! Twój plan będzie gotowy za 2 tygodnie'),
  paragraphs: keyed([
    text(
      // The second choice is a refund for money charged, or cancelling a trial that has charged nothing.
      'We are putting the finishing touches to the new version of the app. You can wait for the launch, or change your mind now: we refund what you paid, and a free trial is canceled before it charges anything.',
      'Kończymy dopracowywać nową wersję aplikacji. Możesz poczekać na premierę albo zrezygnować już teraz: zwrócimy to, co zapłacono, a\u00a0bezpłatny okres próbny anulujemy, zanim pobierzemy jakąkolwiek opłatę.',
    ),
  ]),
  waitButtonText: str('I will wait for the launch', 'Poczekam na premierę'),
  refundButtonText: str('I would like a refund', 'Poproszę o zwrot pieniędzy'),
  waitConfirmationTitle: str('Thank you for waiting with us', 'Dziękujemy, że czekasz z nami'),
  waitConfirmationText: text(
    'We will e-mail you as soon as your plan is ready. Until then, there is nothing else you need to do.',
    'Napiszemy do Ciebie, gdy tylko Twój plan będzie gotowy. Do tego czasu nie musisz nic robić.',
  ),
  refundConfirmationTitle: str('Your refund is on its way', 'Zwrot pieniędzy jest w drodze'),
  refundConfirmationText: refundIn('5-7', '5–7'),
  buttonText: str('Continue', 'Dalej'),
  rules: [overrideWhen(demoRefundTimeTest, 'threeToFiveDays', { refundConfirmationText: refundIn('3-5', '3–5') })],
})

export const postPurchasePages: PageDocument[] = [faq, waitingRoom]
