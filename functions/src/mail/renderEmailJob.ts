/**
 * A scheduled job as the e-mail the provider sends: the funnel's template in the job's language
 * (English where the funnel does not send that language, or the template lacks its copy, as
 * renderEmail does), its placeholders filled from the job's variables. What no retry can mend
 * (an unknown funnel or template, an invalid address) throws PermanentEmailError.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { EmailJob } from '../db/tables'
import { emailContextOf } from '../completion/emailContextOf'
import { emailLanguage } from '../completion/emailLanguage'
import type { ContentReader } from '../completion/contentReader'
import type { OutgoingEmail } from '../completion/outbox'
import type { CompletionContent } from '../completion/completionContent'
import { placeholderValues, type EmailVariables } from '../completion/placeholderValues'
import { renderEmail } from '../completion/renderEmail'
import { invalidAddressError, isDeliverableAddress } from './deliverableAddress'
import { PermanentEmailError } from './emailFailure'
import { unsubscribeUrl, type UnsubscribeSettings } from './unsubscribeLink'
import { unsubscribeHeaders } from './withUnsubscribe'

/** What a scheduled job is sent as in the outbox's and provider's records. */
export const SCHEDULED_PLUGIN = 'followUp'

/** The job's template: its key, and for a series (daily tips, challenge lessons) the day its variables name. */
function templateOfJob(funnel: CompletionContent, job: EmailJob) {
  const day = job.variables.day === undefined ? undefined : Number(job.variables.day)
  return funnel.emailTemplates.find((candidate) => candidate.key === job.templateKey && (day === undefined || candidate.day === day))
}

/** What only the sender can add: values made at send time, and the unsubscribe link's settings. */
export interface SendTimeValues {
  /** Values such as the trial reminder's signed cancel link. */
  links?: EmailVariables
  /** Marketing e-mail only: signs the recipient's one-click link, which goes into the layout's footer and the List-Unsubscribe headers. */
  unsubscribe?: UnsubscribeSettings | undefined
}

export async function renderEmailJob(content: ContentReader, job: EmailJob, { links = {}, unsubscribe }: SendTimeValues = {}): Promise<OutgoingEmail> {
  if (!isDeliverableAddress(job.recipient)) throw new PermanentEmailError(invalidAddressError(job.recipient))
  const funnel = await content.funnel(job.onboardingType).catch((error: unknown) => {
    // An unknown funnel stays unknown; an unavailable or invalid content may be mended, so it is retried.
    if (error instanceof HttpsError && error.code === 'not-found') throw new PermanentEmailError(`Unknown funnel "${job.onboardingType}"`, { cause: error })
    throw error
  })
  const template = templateOfJob(funnel, job)
  const day = job.variables.day ? ` for day ${job.variables.day}` : ''
  if (!template) throw new PermanentEmailError(`Funnel "${funnel.key}" has no published e-mail template "${job.templateKey}"${day}`)
  const language = emailLanguage(job.language, funnel.emailLanguages)
  const link = unsubscribe ? unsubscribeUrl(unsubscribe, job.recipient, language) : undefined
  const { subject, html } = await renderEmail(template, language, placeholderValues(funnel, job.recipient, { ...job.variables, ...links }), emailContextOf(funnel, link))
  return {
    to: job.recipient,
    subject,
    html,
    purpose: job.purpose,
    templateKey: job.templateKey,
    providerTemplateId: null,
    language,
    onboardingType: funnel.key,
    userId: job.uid ?? '',
    plugin: SCHEDULED_PLUGIN,
    sendAt: null,
    ...(link ? { headers: unsubscribeHeaders(link) } : {}),
  }
}
