/**
 * The results e-mail every e-mail page promises ("we will send your result and your personal
 * plan"), whether or not the visitor buys: a job queued as soon as the server learns the address
 * ('Email provided'), and again at fulfilment for a buyer whose event never arrived. One per
 * funnel and address (its dedupe key), so a buyer is not sent it twice. The template is the one
 * the funnel's results delivery names for the visitor's language and A/B variants.
 */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { scheduleEmails, type ScheduledEmail } from '../backOffice/emailJobs'
import type { CompletionContent } from '../completion/completionContent'
import { emailLanguage } from '../completion/emailLanguage'
import { selectDelivery, type VisitorVariants } from '../completion/selectDelivery'
import type { Db } from '../db/database'

export const RESULTS_PURPOSE = 'results'

export interface ResultsFacts {
  uid: string | null
  orderId?: string | null
  recipient: string
  /** The visitor's language as the browser gave it. */
  language: string
  variants: VisitorVariants
  /** The scored result's name in the visitor's language, when the funnel scores one. */
  resultName?: string | undefined
  now: Date
}

const usesResultName = (template: EmailTemplateDocument) => [template.subject.en, template.body.en].some((text) => /\{\{\s*resultName\s*\}\}/.test(text))

export const resultsDedupeKey = (funnelKey: string, recipient: string) => `results:${funnelKey}:${recipient.trim().toLowerCase()}`

/**
 * The job, or null: the funnel sends no results e-mail (in that language, for those variants),
 * or its template names the result and the visitor has none yet (it would show "{{resultName}}").
 */
export function resultsEmail(funnel: CompletionContent, facts: ResultsFacts): ScheduledEmail | null {
  const language = emailLanguage(facts.language, funnel.emailLanguages)
  const delivery = selectDelivery(funnel.emailConfig, 'results', language, facts.variants)
  const plugin = delivery?.plugins.find((candidate) => candidate._type === 'emailPlugin')
  const template = plugin && funnel.emailTemplates.find((candidate) => candidate.key === plugin.templateKey)
  if (!plugin || !template || (usesResultName(template) && !facts.resultName)) return null
  return {
    orderId: facts.orderId ?? null,
    uid: facts.uid,
    recipient: facts.recipient,
    onboardingType: funnel.key,
    templateKey: plugin.templateKey,
    purpose: RESULTS_PURPOSE,
    language,
    variables: facts.resultName ? { resultName: facts.resultName } : {},
    sendAt: facts.now,
    dedupeKey: resultsDedupeKey(funnel.key, facts.recipient),
  }
}

/** Queues the results e-mail once per funnel and address; answers whether a job was added now. */
export async function queueResultsEmail(db: Db, funnel: CompletionContent, facts: ResultsFacts): Promise<boolean> {
  const email = resultsEmail(funnel, facts)
  return email !== null && (await scheduleEmails(db, [email])).length > 0
}
