/**
 * scheduleFollowUpEmails: the funnel's follow-ups (week 1, month 1, and daily tips where it has
 * them), each rendered now in the visitor's language and handed to the mail provider with the
 * moment it is due, so a later content edit does not change an e-mail already promised.
 */
import type * as z from 'zod/mini'
import { followUpRequestSchema, type FollowUpAnswer } from '../../../schemas/completion/wire'
import type { CallContext, Handler } from '../callable'
import { emailContextOf } from './emailContextOf'
import { emailLanguage } from './emailLanguage'
import { followUpSchedule } from './followUpSchedule'
import { placeholderValues } from './placeholderValues'
import { renderEmail } from './renderEmail'
import { templateOf } from './templateOf'
import { defaultServices, type CompletionServices } from './services'

/** The payload is the wire schema itself: defineCallable parses zod/mini schemas. */
export const scheduleFollowUpEmailsPayload = followUpRequestSchema
type Payload = z.output<typeof followUpRequestSchema>

export function scheduleFollowUpEmailsWith(services: () => CompletionServices): Handler<Payload, FollowUpAnswer> {
  return async (request: Payload, _context: CallContext) => {
    const { content, mail } = services()
    const funnel = await content.funnel(request.onboardingType)
    const language = emailLanguage(request.language, funnel.emailLanguages)
    const values = placeholderValues(funnel, request.email, request.variables)
    const schedule = followUpSchedule(
      funnel.emailTemplates.map((template) => template.key),
      new Date(),
    )
    for (const { templateKey, sendAt } of schedule) {
      const { subject, html } = await renderEmail(templateOf(funnel, templateKey), language, values, emailContextOf(funnel))
      await mail.send({
        to: request.email,
        subject,
        html,
        purpose: null,
        templateKey,
        providerTemplateId: null,
        language,
        onboardingType: funnel.key,
        userId: request.userId,
        plugin: 'followUp',
        sendAt,
      })
    }
    return { scheduled: schedule }
  }
}

export const scheduleFollowUpEmails = scheduleFollowUpEmailsWith(defaultServices)
