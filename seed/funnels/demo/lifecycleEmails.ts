/**
 * The demo's lifecycle e-mails (English and Polish; Spanish falls back to English): the trial
 * reminder, and the waiting room's two outcomes, the refund confirmation and the launch notice
 * for visitors who chose to wait for the new version of the app (postPurchase.ts).
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { HI, lifecycleEmailBuilder, SIGNATURE } from '../../kit/lifecycleEmail'
import { refundConfirmationEmail, trialReminderEmail } from '../../kit/trialLifecycleEmails'
import { DEMO } from './page'

const launchNotice = lifecycleEmailBuilder(DEMO)({
  key: 'launchNotice',
  name: 'Launch notice (waited in the waiting room)',
  subject: { en: 'It is here: your plan is ready in the new app', pl: 'Już jest: Twój plan czeka w nowej aplikacji' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for waiting. The new version of the {{funnelName}} app is live, and your personal plan is ready in it.',
      pl: 'dziękujemy za cierpliwość. Nowa wersja aplikacji {{funnelName}} jest już dostępna, a w niej czeka Twój osobisty plan.',
    },
    {
      en: 'Inside: more than 500 summaries and 5000 actions, one small step a day, chosen for your goals.',
      pl: 'W środku: ponad 500 podsumowań i 5000 działań, po jednym małym kroku dziennie, dobranych do Twoich celów.',
    },
    {
      en: 'Open the app and sign in with the e-mail address this message came to.',
      pl: 'Otwórz aplikację i zaloguj się adresem e-mail, na który przyszła ta wiadomość.',
    },
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Open my plan', pl: 'Otwórz mój plan' }, url: '{{appLink}}' },
})

export const demoLifecycleEmails: EmailTemplateDocument[] = [trialReminderEmail(DEMO), refundConfirmationEmail(DEMO), launchNotice]
