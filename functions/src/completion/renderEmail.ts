/**
 * Turns an e-mail template into what the provider sends: the subject and body in the send
 * language (English where that language's copy is missing), placeholders filled, the body as
 * plain text and as HTML. Copy and values are escaped, so a visitor's input can never add markup;
 * blank lines make paragraphs, single line breaks stay line breaks, web addresses become links.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { fillPlaceholders, type PlaceholderValues } from '../../../schemas/emailTemplate/fillPlaceholders'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

/** Addresses in already escaped text; a trailing full stop or comma ends the sentence, not the URL. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`)

function localized(value: Record<string, unknown>, language: string): string {
  const text = value[language]
  return typeof text === 'string' && text.trim() !== '' ? text : String(value.en)
}

function htmlDocument(subject: string, body: string, language: string): string {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, '<br>\n')}</p>`)
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body>',
    ...paragraphs,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

export function renderEmail(template: EmailTemplateDocument, language: string, values: PlaceholderValues): RenderedEmail {
  const subject = fillPlaceholders(localized(template.subject, language), values).replace(/\s+/g, ' ').trim()
  const text = fillPlaceholders(localized(template.body, language), values)
  return { subject, text, html: htmlDocument(subject, text, language) }
}
