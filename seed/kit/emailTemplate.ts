import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import type { EmailLanguage } from '../../schemas/languages'
import { emailTemplateId } from './ids'

/** Copy in the languages a funnel sends in; English is always there (the fallback). */
export type EmailCopy<L extends EmailLanguage> = Record<L | 'en', string>

/**
 * A funnel's e-mail template builder: ids `emailTemplate.<funnel>.<key>`, and the `_type`s the
 * localised objects need. Languages a funnel does not send stay empty and fall back to English.
 */
export function emailTemplateBuilder<L extends EmailLanguage>(funnelKey: string) {
  return (key: EmailTemplateDocument['key'], name: string, subject: EmailCopy<L>, body: EmailCopy<L>): EmailTemplateDocument => ({
    _id: emailTemplateId(funnelKey, key),
    _type: 'emailTemplate',
    key,
    name,
    subject: { _type: 'emailLocaleString', ...subject },
    body: { _type: 'emailLocaleText', ...body },
  })
}
