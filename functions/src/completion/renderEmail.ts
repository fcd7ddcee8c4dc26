/**
 * Turns an e-mail template into what the provider sends: the subject in the send language
 * (English where that language's copy is missing), placeholders filled, and the body inside the
 * branded layout (schemas/emailLayout: logo, copy, one button, footer with the sender and the
 * legal links, and the unsubscribe link on marketing e-mail) as HTML and as plain text. React
 * escapes copy and values, so a visitor's input can never add markup.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import type { PlaceholderValues } from '../../../schemas/emailTemplate/fillPlaceholders'
import type { EmailContext } from '../../../schemas/emailLayout/emailContext'
import { renderBrandedEmail } from '../../../schemas/emailLayout/renderBrandedEmail'
import { htmlToText } from '../mail/htmlToText'

export interface RenderedEmail {
  subject: string
  /** The plain-text part: the same text the SMTP provider sends beside the HTML (htmlToText). */
  text: string
  html: string
}

export async function renderEmail(template: EmailTemplateDocument, language: string, values: PlaceholderValues, context: EmailContext): Promise<RenderedEmail> {
  const { subject, html } = await renderBrandedEmail(template, language, values, context)
  return { subject, text: htmlToText(html), html }
}
