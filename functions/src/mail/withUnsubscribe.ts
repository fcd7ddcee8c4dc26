/**
 * A marketing e-mail made ready to send: the RFC 8058 one-click headers (List-Unsubscribe with
 * the signed link, List-Unsubscribe-Post) and a visible unsubscribe link in a small footer, in
 * the e-mail's language (Polish or English).
 */
import type { OutgoingEmail } from '../completion/outbox'
import { unsubscribeUrl, type UnsubscribeSettings } from './unsubscribeLink'

const FOOTER_TEXT: Record<string, { lead: string; link: string }> = {
  en: { lead: 'You receive this e-mail because you took one of our courses.', link: 'Unsubscribe' },
  pl: { lead: 'Otrzymujesz tę wiadomość, ponieważ korzystasz z jednego z naszych kursów.', link: 'Wypisz się' },
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The footer's HTML for `url` in `language` (English where there is no Polish). */
export function unsubscribeFooter(url: string, language: string): string {
  const text = FOOTER_TEXT[language] ?? FOOTER_TEXT.en!
  return `<p style="margin-top:32px;font-size:12px;color:#777">${text.lead} <a href="${escapeAttribute(url)}">${text.link}</a></p>`
}

/** `email` with the unsubscribe headers and footer for its recipient. */
export function withUnsubscribe(email: OutgoingEmail, settings: UnsubscribeSettings): OutgoingEmail {
  const url = unsubscribeUrl(settings, email.to, email.language)
  const footer = unsubscribeFooter(url, email.language)
  const closing = email.html.search(/<\/body>/i)
  const html = closing === -1 ? `${email.html}${footer}` : `${email.html.slice(0, closing)}${footer}${email.html.slice(closing)}`
  return {
    ...email,
    html,
    headers: { ...email.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
