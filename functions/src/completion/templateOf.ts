import { HttpsError } from 'firebase-functions/v2/https'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import type { CompletionContent } from './completionContent'

/** The funnel's published template with this key; a configured template that is not published is 'failed-precondition'. */
export function templateOf(content: CompletionContent, key: EmailTemplateDocument['key']): EmailTemplateDocument {
  const template = content.emailTemplates.find((candidate) => candidate.key === key)
  if (!template) throw new HttpsError('failed-precondition', `Funnel "${content.key}" has no published e-mail template "${key}"`)
  return template
}
