/**
 * The parentingexp lifecycle e-mails, in English and Polish (es, de, tr fall back to English):
 * one access e-mail per product format, sent at purchase (emails.ts picks it by the productFormat
 * variant), and the 14 lessons of the e-mail challenge (./challengeLessons.ts), one each morning
 * at 09:00 in the buyer's time zone from the day after the purchase. Every access e-mail states
 * the one-time payment and the 30-day money-back guarantee, as the offer page does.
 * Placeholders: {{downloadLink}} and {{audioLink}} (the toolkit), {{courseLink}} and {{email}}
 * (the video course), {{storeLink}} and {{email}} (the app), {{funnelName}} everywhere.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { HI, type LifecycleCopy, lifecycleEmailBuilder, SIGNATURE } from '../../kit/lifecycleEmail'
import { seriesEmails } from '../../kit/seriesEmail'
import { CHALLENGE_LESSONS } from './challengeLessons'
import { PARENTINGEXP } from './tests'

const email = lifecycleEmailBuilder(PARENTINGEXP)

const ONE_TIME_AND_GUARANTEE: LifecycleCopy = {
  en: 'This was a one-time payment: nothing renews and you will not be charged again. You are covered by our 30-day money-back guarantee: if it is not right for your family, reply to this e-mail within 30 days and we will refund you in full.',
  pl: 'To była płatność jednorazowa: nic się nie odnawia i nie pobierzemy od Ciebie kolejnych opłat. Obejmuje Cię 30-dniowa gwarancja zwrotu pieniędzy: jeśli zakup nie sprawdzi się w Twojej rodzinie, odpowiedz na tę wiadomość w ciągu 30 dni, a zwrócimy Ci całą kwotę.',
}

const accessDownloads = email({
  key: 'accessDownloads',
  name: 'Access: PDF and audio toolkit',
  subject: { en: 'Your parenting toolkit is ready to download', pl: 'Twój zestaw rodzicielski czeka na pobranie' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for your purchase. Your toolkit is ready: 8 modules as printable PDF guides and audio lessons to listen to on the go, with 300 strategies that are yours to keep.',
      pl: 'dziękujemy za zakup. Twój zestaw jest gotowy: 8 modułów w formie przewodników PDF do wydruku i lekcje audio do słuchania w drodze, razem 300 strategii, które zostają z Tobą na zawsze.',
    },
    {
      en: 'Download the PDF guides with the button below. The audio lessons are here: {{audioLink}}',
      pl: 'Przewodniki PDF pobierzesz przyciskiem poniżej. Lekcje audio znajdziesz tutaj: {{audioLink}}',
    },
    {
      en: 'A good place to start: module 1 and its first 5-minute action, today.',
      pl: 'Dobry początek: moduł 1 i jego pierwsze 5-minutowe działanie, jeszcze dziś.',
    },
    ONE_TIME_AND_GUARANTEE,
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Download the PDF guides', pl: 'Pobierz przewodniki PDF' }, url: '{{downloadLink}}' },
})

const accessVideoCourse = email({
  key: 'accessVideoCourse',
  name: 'Access: video course',
  subject: { en: 'Your video course is ready', pl: 'Twój kurs wideo jest gotowy' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for your purchase. Your parenting video course is ready: 8 video modules of 5-minute lessons, with scripts for the hardest moments. Your access has no time limit, so go at your own pace.',
      pl: 'dziękujemy za zakup. Twój kurs wideo o rodzicielstwie jest gotowy: 8 modułów wideo z 5-minutowymi lekcjami i gotowymi słowami na najtrudniejsze chwile. Dostęp nie ma limitu czasu, więc możesz uczyć się we własnym tempie.',
    },
    {
      en: 'To start, sign in with {{email}} at {{courseLink}}, or use the button below.',
      pl: 'Aby zacząć, zaloguj się adresem {{email}} na stronie {{courseLink}} albo użyj przycisku poniżej.',
    },
    ONE_TIME_AND_GUARANTEE,
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Start the course', pl: 'Zacznij kurs' }, url: '{{courseLink}}' },
})

const accessApp = email({
  key: 'accessApp',
  name: 'Access: the app (lifetime)',
  subject: { en: 'Your app access is ready', pl: 'Twój dostęp do aplikacji jest gotowy' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for your purchase. You now have lifetime access to the {{funnelName}} app: 2500 actions and more than 300 summaries, with daily reminders on iOS and Android.',
      pl: 'dziękujemy za zakup. Masz teraz dożywotni dostęp do aplikacji {{funnelName}}: 2500 działań i ponad 300 podsumowań, z codziennymi przypomnieniami na iOS i Androidzie.',
    },
    {
      en: 'Install the app with the button below and sign in with {{email}}: your plan is waiting for you there.',
      pl: 'Zainstaluj aplikację przyciskiem poniżej i zaloguj się adresem {{email}}: czeka tam na Ciebie Twój plan.',
    },
    ONE_TIME_AND_GUARANTEE,
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Get the app', pl: 'Pobierz aplikację' }, url: '{{storeLink}}' },
})

const accessChallenge = email({
  key: 'accessChallenge',
  name: 'Access: 14-day e-mail challenge',
  subject: { en: 'Your 14-day challenge starts tomorrow morning', pl: 'Twoje 14-dniowe wyzwanie zaczyna się jutro rano' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for joining the 14-day e-mail challenge. Your first lesson arrives tomorrow at 9:00 in the morning, your time, and then one more each morning for 14 days.',
      pl: 'dziękujemy, że dołączasz do 14-dniowego wyzwania e-mailowego. Pierwsza lekcja przyjdzie jutro o 9:00 rano w Twojej strefie czasowej, a potem kolejna każdego ranka przez 14 dni.',
    },
    {
      en: 'Each lesson is one short idea and one 5-minute action to try with your child the same day. There is nothing to install and no account to set up: everything comes to {{email}}.',
      pl: 'Każda lekcja to jedna krótka myśl i jedno 5-minutowe działanie do wypróbowania z dzieckiem jeszcze tego samego dnia. Niczego nie trzeba instalować ani zakładać konta: wszystko przyjdzie na adres {{email}}.',
    },
    {
      en: 'So that no lesson ends up in spam, add our address to your contacts.',
      pl: 'Żeby żadna lekcja nie trafiła do spamu, dodaj nasz adres do kontaktów.',
    },
    ONE_TIME_AND_GUARANTEE,
    SIGNATURE,
  ],
})

const challengeLessons = seriesEmails(PARENTINGEXP, CHALLENGE_LESSONS, {
  key: 'challengeLesson',
  name: 'Challenge lesson',
  subject: (day, total, title) => ({ en: `Day ${day} of ${total}: ${title.en}`, pl: `Dzień ${day} z ${total}: ${title.pl}` }),
  closing: (day, total) =>
    day < total
      ? { en: `Lesson ${day + 1} arrives tomorrow morning.`, pl: `Lekcja ${day + 1} przyjdzie jutro rano.` }
      : {
          en: 'This was the last lesson of the challenge. Thank you for taking part: fourteen mornings of small steps is a real gift to your family.',
          pl: 'To była ostatnia lekcja wyzwania. Dziękujemy za udział: czternaście poranków małych kroków to prawdziwy prezent dla Twojej rodziny.',
        },
})

export const parentingexpLifecycleEmails: EmailTemplateDocument[] = [accessDownloads, accessVideoCourse, accessApp, accessChallenge, ...challengeLessons]
