/**
 * sendOnboardingEmail: one completion e-mail (welcome, results, payment confirmation) through
 * the plugin list the funnel's content configures for the purpose, the visitor's language and
 * A/B variants (spec 7). E-mail plugins render a template and hand it to the mail provider; the
 * course-enrollment plugin enrolls the buyer and answers the course login URL; the e-mail
 * marketing plugin adds the contact to a tagged list, whose welcome lands in the outbox too.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type * as z from 'zod/mini'
import { onboardingEmailRequestSchema, type OnboardingEmailAnswer } from '../../../schemas/completion/wire'
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import type { EmailPlugin } from '../../../schemas/funnel/schema'
import type { CallContext, Handler } from '../callable'
import type { CompletionContent } from './completionContent'
import { emailLanguage } from './emailLanguage'
import { placeholderValues } from './placeholderValues'
import { renderEmail } from './renderEmail'
import { selectDelivery } from './selectDelivery'
import { defaultServices, type CompletionServices } from './services'

/** The payload is the wire schema itself: defineCallable parses zod/mini schemas. */
export const sendOnboardingEmailPayload = onboardingEmailRequestSchema
type Payload = z.output<typeof onboardingEmailRequestSchema>

/** The names the answer and the outbox use for each plugin. */
export const PLUGIN_NAMES = { emailPlugin: 'email', courseEnrollmentPlugin: 'courseEnrollment', emailMarketingPlugin: 'emailMarketing' } as const

export function templateOf(content: CompletionContent, key: EmailTemplateDocument['key']): EmailTemplateDocument {
  const template = content.emailTemplates.find((candidate) => candidate.key === key)
  if (!template) throw new HttpsError('failed-precondition', `Funnel "${content.key}" has no published e-mail template "${key}"`)
  return template
}

export function sendOnboardingEmailWith(services: () => CompletionServices): Handler<Payload, OnboardingEmailAnswer> {
  return async (request: Payload, _context: CallContext) => {
    const { content, mail, courses, marketing } = services()
    const funnel = await content.funnel(request.onboardingType)
    const language = emailLanguage(request.language, funnel.emailLanguages)
    const delivery = selectDelivery(funnel.emailConfig, request.purpose, language, request.variants)
    if (!delivery) throw new HttpsError('failed-precondition', `Funnel "${funnel.key}" has no e-mail delivery for ${request.purpose}`)
    const values = placeholderValues(funnel, request.email, request.variables)
    const who = { onboardingType: funnel.key, userId: request.userId, language }

    const answer: OnboardingEmailAnswer = { delivered: [] }
    const sendTemplate = async (plugin: Extract<EmailPlugin, { templateKey: unknown }>, providerTemplateId: string | null) => {
      const { subject, html } = renderEmail(templateOf(funnel, plugin.templateKey), language, values)
      const email = { to: request.email, subject, html, purpose: request.purpose, templateKey: plugin.templateKey, providerTemplateId, plugin: PLUGIN_NAMES[plugin._type], sendAt: null, ...who }
      return (await mail.send(email)).id
    }

    for (const plugin of delivery.plugins) {
      const name = PLUGIN_NAMES[plugin._type]
      switch (plugin._type) {
        case 'emailPlugin':
          answer.delivered.push({ plugin: name, id: await sendTemplate(plugin, plugin.templateId) })
          break
        case 'courseEnrollmentPlugin': {
          const { enrollmentId, loginUrl } = await courses.enroll({ courseId: plugin.courseId, enrollmentType: plugin.enrollmentType, email: request.email, ...who })
          answer.delivered.push({ plugin: name, id: enrollmentId })
          answer.courseLoginUrl = loginUrl
          break
        }
        case 'emailMarketingPlugin': {
          await marketing.addContact({ listId: plugin.listId, email: request.email, tags: plugin.tags, ...who })
          answer.delivered.push({ plugin: name, id: await sendTemplate(plugin, null) })
          break
        }
      }
    }
    return answer
  }
}

export const sendOnboardingEmail = sendOnboardingEmailWith(defaultServices)
