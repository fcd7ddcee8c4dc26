/** The sandbox card page's words, in English and Polish (the page follows the session's locale). */
import type { PriceInterval } from '../../../schemas/payments/wire'
import type { PageLanguage } from './money'
import type { CardProblem } from './sandboxCard'

export interface SandboxCopy {
  title: string
  testNotice: string
  testCards: string
  cardNumber: string
  expiry: string
  expiryPlaceholder: string
  cvc: string
  name: string
  pay: (amount: string) => string
  startTrial: string
  cancel: string
  price: (amount: string, interval: PriceInterval) => string
  trial: (days: number, price: string) => string
  /** A coupon's line: its percent and the full price it is taken off (not a "was" price: that is `was`, from the server's reference). */
  discount: (percent: number, full: string) => string
  was: (original: string) => string
  completeTitle: string
  completeText: string
  continue: string
  expiredTitle: string
  expiredText: string
  unknownTitle: string
  unknownText: string
  problems: Record<CardProblem, string>
}

const EN: SandboxCopy = {
  title: 'Test payment',
  testNotice: 'This is a test payment page. No real money is charged.',
  testCards: 'Test cards: 4242 4242 4242 4242 is accepted and 4000 0000 0000 0002 is declined. Use any future expiry date and any three digits as the security code.',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvc: 'Security code (CVC)',
  name: 'Name on card',
  pay: (amount) => `Pay ${amount}`,
  startTrial: 'Start free trial',
  cancel: 'Cancel',
  price: (amount, interval) => (interval === 'once' ? `${amount}, one-time payment` : `${amount} per ${interval}`),
  trial: (days, price) => `${days}-day free trial, then ${price}`,
  discount: (percent, full) => `${percent}% off the full price of ${full}`,
  was: (original) => `Was ${original}`,
  completeTitle: 'Payment complete',
  completeText: 'This payment has already been completed.',
  continue: 'Continue',
  expiredTitle: 'Session expired',
  expiredText: 'This checkout session has expired. Go back and start the payment again.',
  unknownTitle: 'Session not found',
  unknownText: 'This checkout session does not exist.',
  problems: {
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryPast: "Your card's expiration date is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    nameMissing: 'Enter the name on your card.',
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    expiredCard: 'Your card has expired.',
    incorrectCvc: "Your card's security code is incorrect.",
  },
}

const PL: SandboxCopy = {
  title: 'Płatność testowa',
  testNotice: 'To jest testowa strona płatności. Żadne prawdziwe pieniądze nie zostaną pobrane.',
  testCards:
    'Karty testowe: 4242 4242 4242 4242 zostanie przyjęta, a 4000 0000 0000 0002 odrzucona. Wpisz dowolną przyszłą datę ważności i dowolne trzy cyfry jako kod zabezpieczający.',
  cardNumber: 'Numer karty',
  expiry: 'Data ważności (MM/RR)',
  expiryPlaceholder: 'MM/RR',
  cvc: 'Kod zabezpieczający (CVC)',
  name: 'Imię i nazwisko na karcie',
  pay: (amount) => `Zapłać ${amount}`,
  startTrial: 'Rozpocznij bezpłatny okres próbny',
  cancel: 'Anuluj',
  price: (amount, interval) => (interval === 'once' ? `${amount}, płatność jednorazowa` : `${amount} ${interval === 'year' ? 'rocznie' : 'miesięcznie'}`),
  trial: (days, price) => `${days} dni za darmo, potem ${price}`,
  discount: (percent, full) => `Rabat ${percent}% od pełnej ceny ${full}`,
  was: (original) => `Zamiast ${original}`,
  completeTitle: 'Płatność zakończona',
  completeText: 'Ta płatność została już zrealizowana.',
  continue: 'Dalej',
  expiredTitle: 'Sesja wygasła',
  expiredText: 'Ta sesja płatności wygasła. Wróć i rozpocznij płatność jeszcze raz.',
  unknownTitle: 'Nie znaleziono sesji',
  unknownText: 'Taka sesja płatności nie istnieje.',
  problems: {
    numberIncomplete: 'Numer karty jest niepełny.',
    numberInvalid: 'Numer karty jest nieprawidłowy.',
    expiryIncomplete: 'Data ważności karty jest niepełna.',
    expiryPast: 'Data ważności karty już minęła.',
    cvcIncomplete: 'Kod zabezpieczający karty jest niepełny.',
    nameMissing: 'Podaj imię i nazwisko z karty.',
    declined: 'Twoja karta została odrzucona.',
    insufficientFunds: 'Na karcie nie ma wystarczających środków.',
    expiredCard: 'Twoja karta wygasła.',
    incorrectCvc: 'Kod zabezpieczający karty jest nieprawidłowy.',
  },
}

export const languageOf = (locale: string | undefined): PageLanguage => (locale?.toLowerCase().startsWith('pl') ? 'pl' : 'en')
export const copyOf = (language: PageLanguage): SandboxCopy => (language === 'pl' ? PL : EN)
