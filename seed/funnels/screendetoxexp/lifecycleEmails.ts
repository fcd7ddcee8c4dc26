/**
 * The experimental screen-detox e-mails, in English and Polish (es, pt, de, tr fall back to
 * English): the screen-detox welcome and results (its program is ready in 2 weeks, so the welcome
 * says so), and the waiting room's two outcomes (thankYou.ts): the refund confirmation with the
 * business days the refundProcessingTime test promised, and the launch notice for visitors who
 * chose to wait.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { HI, lifecycleEmailBuilder, SIGNATURE } from '../../kit/lifecycleEmail'
import { refundConfirmationEmail } from '../../kit/trialLifecycleEmails'
import { screendetoxResults, screendetoxWelcome } from '../screendetox/lifecycleEmails'
import { SCREENDETOXEXP } from './tests'

const launchNotice = lifecycleEmailBuilder(SCREENDETOXEXP)({
  key: 'launchNotice',
  name: 'Launch notice (waited 2 weeks in the waiting room)',
  subject: { en: 'Your program is ready', pl: 'Twój program jest gotowy' },
  paragraphs: [
    HI,
    {
      en: 'Thank you for waiting. Your program is ready, as promised.',
      pl: 'dziękujemy za cierpliwość. Twój program jest gotowy, tak jak obiecaliśmy.',
    },
    {
      en: 'What you get: the 4-week, 5-step plan for your family, starting with the 5-day play plan, and the screen-free activities of your package, up to 66 of them. Each day’s action takes about 5 minutes.',
      pl: 'Co dostajesz: 4-tygodniowy plan w 5 krokach dla Twojej rodziny, zaczynający się od 5-dniowego planu zabaw, oraz zajęcia bez ekranu z Twojego pakietu, do 66. Działanie na każdy dzień zajmuje około 5 minut.',
    },
    {
      en: 'Start with step 1 today. Many families notice calmer evenings within 3 to 5 days.',
      pl: 'Zacznij od kroku 1 jeszcze dziś. Wiele rodzin zauważa spokojniejsze wieczory już po 3–5 dniach.',
    },
    SIGNATURE,
  ],
  callToAction: { label: { en: 'Open my program', pl: 'Otwórz mój program' }, url: '{{appLink}}' },
})

export const screendetoxexpLifecycleEmails: EmailTemplateDocument[] = [
  screendetoxWelcome(SCREENDETOXEXP, 'inTwoWeeks'),
  screendetoxResults(SCREENDETOXEXP),
  refundConfirmationEmail(SCREENDETOXEXP),
  launchNotice,
]
