/**
 * The footer's fixed words, by language. Copy that a copywriter edits lives in Sanity; these
 * are legal labels that must read the same in every e-mail. Languages without their own words
 * (es, de, tr, pt) get the English ones, as a missing template translation does.
 */
import { typeset } from '../content/typeset'
import { ownValue } from '../shared/ownValue'

export interface EmailFooterCopy {
  /** Before the company's name and address. */
  sentBy: string
  terms: string
  policy: string
  /** Why a marketing e-mail reached the reader, before the unsubscribe link. */
  unsubscribeLead: string
  unsubscribe: string
}

const COPY: Record<string, EmailFooterCopy> = {
  en: {
    sentBy: 'Sent by',
    terms: 'Terms of service',
    policy: 'Privacy policy',
    unsubscribeLead: 'You receive this e-mail because you took one of our courses.',
    unsubscribe: 'Unsubscribe',
  },
  pl: {
    sentBy: 'Nadawca:',
    terms: 'Regulamin',
    policy: 'Polityka prywatności',
    unsubscribeLead: 'Otrzymujesz tę wiadomość, ponieważ korzystasz z jednego z naszych kursów.',
    unsubscribe: 'Wypisz się',
  },
}

/** The footer's words in `language`, English where it has none, typeset as template copy is. */
export function emailFooterCopy(language: string): EmailFooterCopy {
  const own = ownValue(COPY, language)
  const [copy, copyLanguage] = own ? [own, language] : [COPY.en!, 'en']
  return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, typeset(value, copyLanguage)])) as unknown as EmailFooterCopy
}
