/**
 * What makes a marketing e-mail unsubscribable: the RFC 8058 one-click headers (List-Unsubscribe
 * with the signed link, List-Unsubscribe-Post). The visible link is part of the layout's footer
 * (schemas/emailLayout), in the e-mail's language: renderEmailJob passes the same link to both.
 */

/** The headers for the recipient's signed link `url`. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
