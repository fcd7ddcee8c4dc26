/**
 * The builder of the lifecycle e-mails (trial reminder, refund confirmation, launch notice,
 * series, per-format access): each one is written in English and Polish, may be one day of a
 * series and may carry one button. The other e-mail languages are left empty on purpose: the
 * renderer falls back to English for them, and the Studio shows the gap as a warning.
 */
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import type { EmailLanguage } from '../../schemas/languages'
import { emailTemplateId } from './ids'

/** English and Polish are required; another language only where it is written as well. */
export type LifecycleCopy = Record<'en' | 'pl', string> & Partial<Record<EmailLanguage, string>>

export interface LifecycleEmailInput {
  key: EmailTemplateDocument['key']
  /** The Studio's name for the document. */
  name: string
  /** The place in a series (dailyTips, challengeLesson); undefined for a single e-mail. */
  day?: number
  subject: LifecycleCopy
  /** Paragraphs, joined with blank lines per language (the format every template body uses). */
  paragraphs: LifecycleCopy[]
  callToAction?: { label: LifecycleCopy; url: string }
}

const LANGUAGES = ['en', 'pl', 'es', 'de', 'tr', 'pt'] as const satisfies readonly EmailLanguage[]

/** Joins the paragraphs per language; a language is kept only if every paragraph has it. */
function joinParagraphs(paragraphs: LifecycleCopy[]): LifecycleCopy {
  const joined: Partial<Record<EmailLanguage, string>> = {}
  for (const language of LANGUAGES) {
    const parts = paragraphs.map((paragraph) => paragraph[language])
    if (parts.every((part): part is string => part !== undefined)) joined[language] = parts.join('\n\n')
  }
  return joined as LifecycleCopy
}

/** A funnel's lifecycle template builder, with ids `emailTemplate.<funnel>.<key>` (`.day<n>` in a series). */
export function lifecycleEmailBuilder(funnelKey: string) {
  return ({ key, name, day, subject, paragraphs, callToAction }: LifecycleEmailInput): EmailTemplateDocument => ({
    _id: emailTemplateId(funnelKey, key, day),
    _type: 'emailTemplate',
    key,
    name,
    ...(day !== undefined ? { day } : {}),
    subject: { _type: 'emailLocaleString', ...subject },
    body: { _type: 'emailLocaleText', ...joinParagraphs(paragraphs) },
    ...(callToAction ? { callToAction: { label: { _type: 'emailLocaleString', ...callToAction.label }, url: callToAction.url } } : {}),
  })
}

/** The greeting and the signature every lifecycle e-mail opens and closes with. */
export const HI: LifecycleCopy = { en: 'Hi,', pl: 'Cześć,' }
export const SIGNATURE: LifecycleCopy = { en: 'The {{funnelName}} team', pl: 'Zespół {{funnelName}}' }
