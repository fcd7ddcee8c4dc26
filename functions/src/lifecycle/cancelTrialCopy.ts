/** The cancelTrial page's copy, English and Polish. */
import type { ActionPageCopy } from '../mail/actionPage'

export type CancelTrialState = 'confirm' | 'done' | 'already' | 'charged' | 'invalid'

export const CANCEL_TRIAL_COPY: Record<'en' | 'pl', Record<CancelTrialState, ActionPageCopy>> = {
  en: {
    confirm: { title: 'Cancel your free trial', text: 'Cancel now and you will not be charged.', button: 'Cancel my trial' },
    done: { title: 'Your trial is canceled', text: 'You will not be charged, and we will not send you any more reminders about this trial.' },
    already: { title: 'Already canceled', text: 'This trial has already been canceled or refunded. Nothing more will be charged.' },
    charged: { title: 'Your trial has ended', text: 'The first payment has already been taken, so this link can no longer cancel the trial. Reply to our last e-mail and we will help you.' },
    invalid: { title: 'Invalid link', text: 'This cancellation link is not valid. Please use the link from your reminder e-mail.' },
  },
  pl: {
    confirm: { title: 'Anuluj bezpłatny okres próbny', text: 'Jeśli anulujesz teraz, nie pobierzemy żadnej opłaty.', button: 'Anuluj okres próbny' },
    done: { title: 'Okres próbny anulowany', text: 'Nie pobierzemy żadnej opłaty i nie wyślemy już przypomnień o tym okresie próbnym.' },
    already: { title: 'Okres próbny jest już anulowany', text: 'Ten okres próbny został już anulowany albo pieniądze zostały zwrócone. Nie pobierzemy żadnej opłaty.' },
    charged: { title: 'Okres próbny już się skończył', text: 'Pierwsza płatność została już pobrana, więc tym linkiem nie da się już anulować okresu próbnego. Odpowiedz na naszą ostatnią wiadomość, a pomożemy.' },
    invalid: { title: 'Nieprawidłowy link', text: 'Ten link do anulowania jest nieprawidłowy. Użyj linku z wiadomości z przypomnieniem.' },
  },
}
