/**
 * The unsubscribe function's small HTML page, English or Polish: the confirmation (a button that
 * POSTs the one-click body to the same link), the result, or a bad link.
 */

import { actionPage } from './actionPage'

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid'

const COPY = {
  en: {
    confirm: { title: 'Unsubscribe', text: 'Stop receiving our course e-mails (tips and follow-ups)? Receipts and account notices still reach you.', button: 'Unsubscribe' },
    done: { title: 'Unsubscribed', text: 'You will receive no more course e-mails from us. Receipts and account notices still reach you.' },
    invalid: { title: 'Invalid link', text: 'This unsubscribe link is not valid. Please use the link from the latest e-mail.' },
  },
  pl: {
    confirm: { title: 'Wypisz się', text: 'Nie chcesz otrzymywać wiadomości o kursie (porady i przypomnienia)? Potwierdzenia płatności i powiadomienia o koncie nadal będą przychodzić.', button: 'Wypisz mnie' },
    done: { title: 'Wypisano Cię', text: 'Nie będziesz już otrzymywać od nas wiadomości o kursie. Potwierdzenia płatności i powiadomienia o koncie nadal będą przychodzić.' },
    invalid: { title: 'Nieprawidłowy link', text: 'Ten link do wypisania jest nieprawidłowy. Użyj linku z najnowszej wiadomości.' },
  },
} as const

/** The page; `token` is posted back by the confirmation's button, with the RFC 8058 one-click body. */
export function unsubscribePage({ state, language, token }: { state: UnsubscribePageState; language: 'en' | 'pl'; token: string }): string {
  return actionPage(COPY[language][state], language, `?token=${encodeURIComponent(token)}&lang=${language}`, { 'List-Unsubscribe': 'One-Click' })
}
