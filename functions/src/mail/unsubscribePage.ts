/**
 * The unsubscribe function's small HTML page, English or Polish: the confirmation (a button that
 * POSTs the one-click body to the same link), the result, or a bad link.
 */

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid'

const COPY = {
  en: {
    confirm: { title: 'Unsubscribe', text: 'Stop receiving our course e-mails (tips and follow-ups)? Receipts and account notices still reach you.', button: 'Unsubscribe' },
    done: { title: 'Unsubscribed', text: 'You will receive no more course e-mails from us. Receipts and account notices still reach you.' },
    invalid: { title: 'Invalid link', text: 'This unsubscribe link is not valid. Please use the link from the latest e-mail.' },
  },
  pl: {
    confirm: { title: 'Wypisz się', text: 'Nie chcesz otrzymywać wiadomości o kursie (porady i przypomnienia)? Potwierdzenia płatności i powiadomienia o koncie nadal będą przychodzić.', button: 'Wypisz mnie' },
    done: { title: 'Wypisano', text: 'Nie będziesz już otrzymywać od nas wiadomości o kursie. Potwierdzenia płatności i powiadomienia o koncie nadal będą przychodzić.' },
    invalid: { title: 'Nieprawidłowy link', text: 'Ten link do wypisania jest nieprawidłowy. Użyj linku z najnowszej wiadomości.' },
  },
} as const

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page; `token` is posted back by the confirmation's button. */
export function unsubscribePage({ state, language, token }: { state: UnsubscribePageState; language: 'en' | 'pl'; token: string }): string {
  const copy = COPY[language][state]
  // The form posts to this same address (token and lang in the query) with the RFC 8058 body.
  const form =
    'button' in copy
      ? `<form method="post" action="?token=${encodeURIComponent(token)}&amp;lang=${language}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(copy.button)}</button></form>`
      : ''
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copy.title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.text)}</p>${form}</body></html>`
}
