/**
 * The lifecycle e-mails several funnels share word for word: the trial reminder (leadership,
 * deeps, demo, parenting sell the same 7-day trial, schemas/payments/terms.ts) and the refund
 * confirmation of the waiting rooms (demo, parenting, screendetoxexp). The numbers are the
 * sender's: {{amount}} and {{chargeDate}} are the trial's first charge, {{cancelLink}} cancels
 * the trial in one click, {{businessDays}} is the refund time that visitor was promised.
 */
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { HI, lifecycleEmailBuilder, SIGNATURE } from './lifecycleEmail'

/** Sent two days before the first charge (the trial's day 5): the amount, the date and how to cancel. */
export const trialReminderEmail = (funnelKey: string): EmailTemplateDocument =>
  lifecycleEmailBuilder(funnelKey)({
    key: 'trialReminder',
    name: 'Trial reminder (day 5, two days before the first charge)',
    subject: {
      en: 'A reminder: your free trial ends on {{chargeDate}}',
      pl: 'Przypomnienie: Twój bezpłatny okres próbny kończy się {{chargeDate}}',
    },
    paragraphs: [
      HI,
      {
        en: 'As promised, here is your reminder: your free trial of {{funnelName}} ends soon. Your subscription starts on {{chargeDate}}, and on that day we will charge {{amount}} to the card you gave us.',
        pl: 'zgodnie z obietnicą przypominamy: Twój bezpłatny okres próbny w {{funnelName}} wkrótce się kończy. Subskrypcja rozpocznie się {{chargeDate}} i tego dnia pobierzemy z podanej karty {{amount}}.',
      },
      {
        en: 'If you want to keep going, there is nothing to do: your plan and your progress stay just as they are.',
        pl: 'Jeśli chcesz korzystać dalej, nic nie musisz robić: Twój plan i postępy zostają tak, jak są.',
      },
      {
        en: 'If you would rather stop, the button below cancels your trial. One click is all it takes, and you will not be charged.',
        pl: 'Jeśli wolisz zrezygnować, przycisk poniżej anuluje okres próbny. Wystarczy jedno kliknięcie i nic nie zapłacisz.',
      },
      {
        en: 'Questions about your plan or your payment? Just reply to this e-mail.',
        pl: 'Masz pytania o plan albo o płatność? Po prostu odpowiedz na tę wiadomość.',
      },
      SIGNATURE,
    ],
    callToAction: { label: { en: 'Cancel my trial', pl: 'Anuluj okres próbny' }, url: '{{cancelLink}}' },
  })

/** Sent when a waiting room's refund goes through: the amount and the business days that visitor was promised. */
export const refundConfirmationEmail = (funnelKey: string): EmailTemplateDocument =>
  lifecycleEmailBuilder(funnelKey)({
    key: 'refundConfirmation',
    name: 'Refund confirmation (waiting room)',
    subject: {
      en: 'Your refund of {{amount}} is on its way',
      pl: 'Zwrot {{amount}} jest już w drodze',
    },
    paragraphs: [
      HI,
      {
        en: 'We have received your request and refunded {{amount}} to the card you paid with. The money will be back on your card within {{businessDays}} business days.',
        pl: 'otrzymaliśmy Twoją prośbę i zleciliśmy zwrot {{amount}} na kartę użytą do płatności. Pieniądze wrócą na nią w ciągu {{businessDays}} dni roboczych.',
      },
      {
        en: 'If the money has not arrived by then, reply to this e-mail and we will look into it straight away.',
        pl: 'Jeśli do tego czasu pieniądze nie wrócą, odpowiedz na tę wiadomość, a od razu to sprawdzimy.',
      },
      {
        en: 'Thank you for giving us a chance.',
        pl: 'Dziękujemy za zaufanie.',
      },
      SIGNATURE,
    ],
  })
