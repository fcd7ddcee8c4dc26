import { render } from '@react-email/render'
import { typeset } from '../content/typeset'
import type { EmailTemplateDocument } from '../emailTemplate/schema'
import { fillPlaceholders, type PlaceholderValues } from '../emailTemplate/fillPlaceholders'
import { resolveBrand, siteAddress, type EmailContext } from './emailContext'
import { emailFooterCopy } from './emailFooterCopy'
import { EmailLayout } from './EmailLayout'
import { emailParagraphs } from './emailParagraphs'

/** A template made ready to send: subject and body in the send language, and the branded HTML. */
export interface BrandedEmail {
  subject: string
  /** The body's copy with its placeholders filled, before layout. */
  body: string
  html: string
}

/**
 * The copy in `language` (else English), typeset for the language it is written in before the
 * placeholders are filled, so the visitor's own values are sent exactly as given.
 */
function localized(value: Record<string, unknown>, language: string): string {
  const text = value[language]
  return typeof text === 'string' && text.trim() !== '' ? typeset(text, language) : typeset(String(value.en), 'en')
}

/** A button only leads somewhere real: an unfilled placeholder or a non-web address leaves it out. */
function buttonUrl(url: string, values: PlaceholderValues): string | null {
  const filled = fillPlaceholders(url, values).trim()
  return /^https?:\/\/[^\s{}]+$/.test(filled) ? filled : null
}

/**
 * Renders `template` in `language` (English where that language's copy is missing) with its
 * placeholders filled, inside the branded layout. The Studio's preview and the functions call
 * this same code, so what a copywriter sees is what is sent.
 */
export async function renderBrandedEmail(template: EmailTemplateDocument, language: string, values: PlaceholderValues, context: EmailContext): Promise<BrandedEmail> {
  const subject = fillPlaceholders(localized(template.subject, language), values).replace(/\s+/g, ' ').trim()
  const body = fillPlaceholders(localized(template.body, language), values)
  const action = template.callToAction
  const url = action ? buttonUrl(action.url, values) : null
  const button = action && url ? { label: fillPlaceholders(localized(action.label, language), values), url } : null
  const html = await render(
    <EmailLayout
      language={language}
      subject={subject}
      funnelName={context.funnelName}
      brand={resolveBrand(context)}
      paragraphs={emailParagraphs(body)}
      button={button}
      footer={{
        copy: emailFooterCopy(language),
        company: context.company ?? null,
        termsUrl: siteAddress(context.siteUrl, '/terms'),
        policyUrl: siteAddress(context.siteUrl, '/policy'),
        unsubscribeUrl: context.unsubscribeUrl ?? null,
      }}
    />,
  )
  return { subject, body, html }
}
