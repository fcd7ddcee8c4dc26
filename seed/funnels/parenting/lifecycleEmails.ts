/**
 * The parenting lifecycle e-mails, in English and Polish (es, de, tr fall back to English): the
 * trial reminder, the daily tips of the 7-day trial (./dailyTips.ts), and the refund confirmation
 * of the thank-you's second choice (offer.ts congrats) when the server refunds money it charged.
 * No launch notice: the program is open from the purchase, so there is no launch to announce.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { seriesEmails } from '../../kit/seriesEmail'
import { refundConfirmationEmail, trialReminderEmail } from '../../kit/trialLifecycleEmails'
import { PARENTING_DAILY_TIPS } from './dailyTips'
import { PARENTING } from './page'

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

export const parentingLifecycleEmails: EmailTemplateDocument[] = [trialReminderEmail(PARENTING), refundConfirmationEmail(PARENTING), ...dailyTips]
