/**
 * The parenting lifecycle e-mails, in English and Polish (es, de, tr fall back to English): the
 * trial reminder, the daily tips of the 7-day trial (./dailyTips.ts), and the waiting room's two
 * outcomes (offer.ts congrats): the refund confirmation and the launch notice for visitors who
 * chose to wait for the program.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { HI, lifecycleEmailBuilder, SIGNATURE } from '../../kit/lifecycleEmail'
import { seriesEmails } from '../../kit/seriesEmail'
import { refundConfirmationEmail, trialReminderEmail } from '../../kit/trialLifecycleEmails'
import { PARENTING_DAILY_TIPS } from './dailyTips'
import { PARENTING } from './page'

const launchNotice = lifecycleEmailBuilder(PARENTING)({
  key: 'launchNotice',
  name: 'Launch notice (waited in the waiting room)',
  subject: { en: 'Your parenting program is ready', pl: 'Twój program rodzicielski jest gotowy' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for waiting. Your {{funnelName}} program is open, and your plan and parenting style are already saved in it.',
      pl: 'dziękujemy za cierpliwość. Twój program {{funnelName}} już działa, a Twój plan i styl rodzicielski są w nim zapisane.',
    },
    {
      en: 'What you get: 8 modules and 300 parenting strategies, each turned into a 5-minute action you can try with your child the same day.',
      pl: 'Co dostajesz: 8 modułów i 300 strategii rodzicielskich, a każda z nich to 5-minutowe działanie do wypróbowania z dzieckiem jeszcze tego samego dnia.',
    },
    {
      en: 'Open the app and sign in with this e-mail address and the password you chose.',
      pl: 'Otwórz aplikację i zaloguj się tym adresem e-mail oraz hasłem, które ustawiono przy zakładaniu konta.',
    },
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Open the app', pl: 'Otwórz aplikację' }, url: '{{appLink}}' },
})

const dailyTips = seriesEmails(PARENTING, PARENTING_DAILY_TIPS, {
  key: 'dailyTips',
  name: 'Daily tip',
  subject: (day, total, title) => ({ en: `Tip ${day} of ${total}: ${title.en}`, pl: `Wskazówka ${day} z ${total}: ${title.pl}` }),
  closing: (day, total) =>
    day < total
      ? { en: 'Your next tip arrives tomorrow morning. Today’s action is also waiting in the app.', pl: 'Kolejna wskazówka przyjdzie jutro rano. Dzisiejsze działanie czeka też w aplikacji.' }
      : {
          en: 'That was the last tip of the week. Your plan in the app goes on with one 5-minute action a day.',
          pl: 'To była ostatnia wskazówka w tym tygodniu. Twój plan w aplikacji prowadzi dalej: jedno 5-minutowe działanie dziennie.',
        },
  callToAction: { label: { en: 'Open today’s step', pl: 'Otwórz dzisiejszy krok' }, url: '{{appLink}}' },
})

export const parentingLifecycleEmails: EmailTemplateDocument[] = [trialReminderEmail(PARENTING), refundConfirmationEmail(PARENTING), launchNotice, ...dailyTips]
