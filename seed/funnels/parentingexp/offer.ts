/**
 * The one-time offer of /parentingexp: the paywall sells one product for a single payment, in
 * the format the productFormat test picks (each variant replaces the paywall's plan with one
 * plan of interval 'once', its name and features, and the headline). The copy
 * states the one-time payment, the 30-day money-back guarantee and, for emailChallenge, the
 * 14-day e-mail challenge. The page shows the server's price (lookup key parenting_v1) for its
 * pricing set (pricingSet test: control or low) and product format, which the pricing and
 * checkout calls send as productInfo; the copy quotes it by placeholder ({price}). It names no
 * earlier price: a reference price is shown only by the plan card, and only when the server
 * sends one (the formats were never sold at another price).
 */
import type { PageDocument } from '../../../schemas/page/schema'
import type { LocaleString } from '../../../schemas/localized/schema'
import { keyed, str, text } from '../../build'
import { pageBuilder, paragraphs } from '../../kit/page'
import { registrationPage, STEPWISE_STORES, TO_REGISTRATION_BUTTON } from '../../kit/registration'
import { fieldFromVariant, overridePerVariant } from '../../kit/rules'
import { COMMON_QUESTIONS, faqItem } from '../parenting/offer'
import { PRODUCT_NAME } from '../parenting/page'
import { parentingScoring } from '../parenting/scoring'
import { PARENTINGEXP, pricingSet, productFormat, type ProductFormat } from './tests'

const page = pageBuilder(PARENTINGEXP)

interface Format {
  name: LocaleString
  title: LocaleString
  features: LocaleString[]
  thanks: LocaleString
  /** The FAQ's answer to how this format reaches the buyer: each visitor reads only their own format's. */
  howItWorks: ReturnType<typeof faqItem>
}

const FORMATS: Record<ProductFormat, Format> = {
  pdfAudioToolkit: {
    name: str('PDF and audio toolkit', 'Zestaw PDF i audio'),
    title: str('Your parenting toolkit: PDF guides and audio lessons', 'Twój zestaw rodzicielski: przewodniki PDF i lekcje audio'),
    features: [str('8 modules as printable PDF guides', '8 modułów w formie przewodników PDF do wydruku'), str('Audio lessons to listen to on the go', 'Lekcje audio do słuchania w drodze'), str('300 strategies, yours to keep', '300 strategii na własność')],
    thanks: str('Your toolkit is on its way to your inbox', 'Twój zestaw jest już w drodze do Twojej skrzynki'),
    howItWorks: faqItem(
      'How do I get the toolkit?',
      'Jak dostanę zestaw?',
      ['Right after the payment, the e-mail with your **8 PDF guides** and **audio lessons** is on its way to your inbox. Print the guides or keep them on your phone, and listen to the lessons whenever it suits you.'],
      ['Zaraz po płatności e-mail będzie już w drodze do Twojej skrzynki, a w nim **8 przewodników PDF** oraz **lekcje audio**. Przewodniki możesz wydrukować albo mieć w telefonie, a lekcji słuchać wtedy, kiedy Ci pasuje.'],
    ),
  },
  videoCourse: {
    name: str('Video course', 'Kurs wideo'),
    title: str('Your parenting video course, at your own pace', 'Twój kurs wideo o rodzicielstwie, we własnym tempie'),
    features: [str('8 video modules, 5 minutes a lesson', '8 modułów wideo, 5 minut na lekcję'), str('Scripts for the hardest moments', 'Gotowe słowa na najtrudniejsze chwile'), str('Lifetime access', 'Dożywotni dostęp')],
    thanks: str('Your video course is ready', 'Twój kurs wideo jest gotowy'),
    howItWorks: faqItem(
      'How does the video course work?',
      'Jak działa kurs wideo?',
      ['You get **8 video modules** with lessons of about 5 minutes. Watch them at your own pace, as often as you like: your access has no time limit.'],
      ['Dostajesz **8 modułów wideo** z lekcjami po około 5 minut. Oglądasz je we własnym tempie i tak często, jak chcesz: dostęp nie ma limitu czasu.'],
    ),
  },
  mobileApp: {
    name: str(`${PRODUCT_NAME} app, lifetime access`, `Aplikacja ${PRODUCT_NAME}, dostęp dożywotni`),
    title: str('Your plan in the app: daily 5-minute actions', 'Twój plan w aplikacji: codzienne 5-minutowe działania'),
    features: [str('2500 actions and 300+ summaries', '2500 działań i ponad 300 podsumowań'), str('Daily reminders on iOS and Android', 'Codzienne przypomnienia na iOS i Androidzie'), str('No subscription', 'Bez subskrypcji')],
    thanks: str('Your app access is ready', 'Twój dostęp do aplikacji jest gotowy'),
    howItWorks: faqItem(
      'How do I get into the app?',
      'Jak dostanę się do aplikacji?',
      ['Create your account after the payment, then sign in to the app on **iOS or Android** with the same e-mail. Each day it gives you one 5-minute action, with no subscription.'],
      ['Po płatności załóż konto, a potem zaloguj się do aplikacji na **iOS lub Androidzie** tym samym adresem e-mail. Codziennie dostaniesz w niej jedno 5-minutowe działanie, bez subskrypcji.'],
    ),
  },
  emailChallenge: {
    name: str('14-day e-mail challenge', '14-dniowe wyzwanie e-mailowe'),
    title: str('Your 14-day e-mail challenge: one small step a day', 'Twoje 14-dniowe wyzwanie e-mailowe: jeden mały krok dziennie'),
    features: [str('One e-mail a day for 14 days', 'Jeden e-mail dziennie przez 14 dni'), str('A 5-minute action in every e-mail', '5-minutowe działanie w każdym e-mailu'), str('Start the day after you join', 'Start następnego dnia po zakupie')],
    thanks: str('Your challenge starts tomorrow morning', 'Twoje wyzwanie zaczyna się jutro rano'),
    howItWorks: faqItem(
      'How does the 14-day e-mail challenge work?',
      'Jak działa 14-dniowe wyzwanie e-mailowe?',
      ['For **14 days** you get one e-mail each morning with a short idea and a 5-minute action to try with your child.'],
      ['Przez **14 dni** każdego ranka dostajesz jeden e-mail z krótką myślą i 5-minutowym działaniem do wypróbowania z dzieckiem.'],
    ),
  },
}

const plan = (format: ProductFormat) => ({
  _type: 'paywall' as const,
  countdownMinutes: 10,
  timerText: 'planReserved' as const,
  showTrialTimeline: false,
  plans: keyed(
    [{ _type: 'plan' as const, id: format, name: FORMATS[format].name, interval: 'once' as const, badge: 'bestValue' as const, features: keyed(FORMATS[format].features, 'f') }],
    'plan',
  ),
})

const offer = page({
  key: 'offer',
  name: 'Paywall: one-time purchase (productFormat)',
  componentType: 'paywall',
  paywallType: 'discount',
  title: FORMATS.pdfAudioToolkit.title,
  paragraphs: paragraphs([
    'One payment of {price}, no subscription. Covered by our 30-day money-back guarantee.',
    'Jednorazowa płatność {price}, bez subskrypcji. Obejmuje ją 30-dniowa gwarancja zwrotu pieniędzy.',
  ]),
  profileTitle: str('Your parenting style', 'Twój styl rodzicielski'),
  resultScoring: parentingScoring,
  paywall: plan('pdfAudioToolkit'),
  productFormat: 'pdfAudioToolkit',
  buttonText: str('Get it now', 'Kup teraz'),
  footer: text(
    'A one-time payment: you are charged once and nothing renews. If it is not right for you, write to us within 30 days and we will refund you in full.',
    'Płatność jednorazowa: obciążymy Cię tylko raz i nic się nie odnawia. Jeśli to nie dla Ciebie, napisz do nas w ciągu 30 dni, a zwrócimy Ci całą kwotę.',
  ),
  rules: [
    ...overridePerVariant(productFormat, (format) => ({ title: FORMATS[format as ProductFormat].title, paywall: plan(format as ProductFormat), productFormat: format })),
    ...fieldFromVariant(pricingSet, 'pricingSet'),
  ],
})

/** The FAQ for one format: the one-time payment and guarantee, how that format works, the common questions. */
const faqQuestions = (format: ProductFormat) =>
  keyed(
    [
      faqItem('Is this a subscription?', 'Czy to subskrypcja?', ['No. It is a **one-time payment**: you pay once and nothing renews.'], ['Nie. To **płatność jednorazowa**: płacisz raz i nic się nie odnawia.']),
      faqItem(
        'What if it is not right for me?',
        'A jeśli to nie dla mnie?',
        ['You are covered by our **30-day money-back guarantee**. Write to us within 30 days and we will refund you in full.'],
        ['Obejmuje Cię **30-dniowa gwarancja zwrotu pieniędzy**. Napisz do nas w ciągu 30 dni, a zwrócimy Ci całą kwotę.'],
      ),
      FORMATS[format].howItWorks,
      ...COMMON_QUESTIONS,
    ],
    'q',
  )

const faq = page({
  key: 'faq',
  name: 'Frequently asked questions (one-time purchase, by productFormat)',
  componentType: 'faq',
  title: str('Frequently asked questions', 'Najczęściej zadawane pytania'),
  questions: faqQuestions('pdfAudioToolkit'),
  rules: overridePerVariant(productFormat, (format) => ({ questions: faqQuestions(format as ProductFormat) })),
  buttonText: str('Continue', 'Dalej'),
})

const congrats = page({
  key: 'congrats',
  name: 'Congratulations (copy by productFormat)',
  componentType: 'congrats',
  title: FORMATS.pdfAudioToolkit.thanks,
  paragraphs: paragraphs([
    'Thank you for your purchase. We have sent the details to the e-mail you gave us. Remember: you have 30 days to change your mind.',
    'Dziękujemy za zakup. Szczegóły wysłaliśmy na adres e-mail podany w quizie. Pamiętaj: masz 30 dni na zmianę decyzji.',
  ]),
  rules: overridePerVariant(productFormat, (format) => ({ title: FORMATS[format as ProductFormat].thanks })),
  buttonText: TO_REGISTRATION_BUTTON,
})

/** After the thank-you: the account that keeps the purchase and the plan together. */
const register = registrationPage(page, {
  title: str('Create your account', 'Załóż konto'),
  paragraph: [
    'Choose a password to keep your purchase and your parenting plan in one place. You will log in with this e-mail and password.',
    'Ustaw hasło, a Twój zakup i plan rodzicielski będą w jednym miejscu. Do logowania posłużą Ci ten adres e-mail i hasło.',
  ],
  stores: STEPWISE_STORES,
})

export const offerPages: PageDocument[] = [offer, faq, congrats, register]
export { FORMATS }
