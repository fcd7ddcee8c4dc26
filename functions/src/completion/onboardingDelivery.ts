/**
 * The core of one completion e-mail (welcome, results, payment confirmation): the plugin list
 * the funnel's content configures for the purpose, the visitor's language and A/B variants
 * (spec 7), as steps that can be run one by one. E-mail plugins render a template and hand it to
 * the mail provider; the course-enrollment plugin enrolls the buyer and answers the course login
 * URL; the e-mail marketing plugin adds the contact to a tagged list, whose welcome lands in the
 * outbox too. The sendOnboardingEmail callable runs every step at once; server-side fulfilment
 * claims each step on its own, so a retry never repeats a step that was done.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { EmailPurpose, OnboardingEmailAnswer } from '../../../schemas/completion/wire'
import type { EmailPlugin } from '../../../schemas/funnel/schema'
import { emailContextOf } from './emailContextOf'
import { emailLanguage } from './emailLanguage'
import { placeholderValues } from './placeholderValues'
import { renderEmail } from './renderEmail'
import { selectDelivery } from './selectDelivery'
import type { CompletionServices } from './services'
import { templateOf } from './templateOf'

/** The names the answer and the outbox use for each plugin. */
export const PLUGIN_NAMES = { emailPlugin: 'email', courseEnrollmentPlugin: 'courseEnrollment', emailMarketingPlugin: 'emailMarketing' } as const

/** Who gets the e-mail and what it says; the recipient is decided by the caller (callable or fulfilment). */
export interface OnboardingEmailRequest {
  onboardingType: string
  purpose: EmailPurpose
  email: string
  language: string
  userId: string
  variants: Readonly<Record<string, string>>
  variables: { resultName?: string | undefined; funnelName?: string | undefined }
}

export interface PluginOutcome {
  plugin: string
  id: string
  courseLoginUrl?: string
}

/** One plugin of the delivery; `key` is unique within the delivery (the plugin's name, numbered when repeated). */
export interface PluginStep {
  key: string
  run(): Promise<PluginOutcome>
}

/**
 * The delivery's plugins as steps, templates resolved up front, so a missing template fails
 * before anything is sent. Unknown funnel 'not-found'; no delivery for the purpose, or a
 * configured template that is not published, 'failed-precondition'.
 */
export async function planOnboardingEmail(services: CompletionServices, request: OnboardingEmailRequest): Promise<PluginStep[]> {
  const { content, mail, courses, marketing } = services
  const funnel = await content.funnel(request.onboardingType)
  const language = emailLanguage(request.language, funnel.emailLanguages)
  const delivery = selectDelivery(funnel.emailConfig, request.purpose, language, request.variants)
  if (!delivery) throw new HttpsError('failed-precondition', `Funnel "${funnel.key}" has no e-mail delivery for ${request.purpose}`)
  const values = placeholderValues(funnel, request.email, request.variables)
  const who = { onboardingType: funnel.key, userId: request.userId, language }

  const templateSender = (plugin: Extract<EmailPlugin, { templateKey: unknown }>, providerTemplateId: string | null) => {
    const template = templateOf(funnel, plugin.templateKey)
    return async () => {
      const { subject, html } = await renderEmail(template, language, values, emailContextOf(funnel))
      const email = { to: request.email, subject, html, purpose: request.purpose, templateKey: plugin.templateKey, providerTemplateId, plugin: PLUGIN_NAMES[plugin._type], sendAt: null, ...who }
      return (await mail.send(email)).id
    }
  }

  const seen = new Map<string, number>()
  return delivery.plugins.map((plugin): PluginStep => {
    const name = PLUGIN_NAMES[plugin._type]
    const count = (seen.get(name) ?? 0) + 1
    seen.set(name, count)
    const key = count === 1 ? name : `${name}${count}`
    switch (plugin._type) {
      case 'emailPlugin': {
        const send = templateSender(plugin, plugin.templateId)
        return { key, run: async () => ({ plugin: name, id: await send() }) }
      }
      case 'courseEnrollmentPlugin':
        return {
          key,
          run: async () => {
            const { enrollmentId, loginUrl } = await courses.enroll({ courseId: plugin.courseId, enrollmentType: plugin.enrollmentType, email: request.email, ...who })
            return { plugin: name, id: enrollmentId, courseLoginUrl: loginUrl }
          },
        }
      case 'emailMarketingPlugin': {
        const send = templateSender(plugin, null)
        return {
          key,
          run: async () => {
            await marketing.addContact({ listId: plugin.listId, email: request.email, tags: plugin.tags, ...who })
            return { plugin: name, id: await send() }
          },
        }
      }
    }
  })
}

/** Runs the whole delivery in order (the callable's way): what each plugin did, and the course login URL if one enrolled. */
export async function deliverOnboardingEmail(services: CompletionServices, request: OnboardingEmailRequest): Promise<OnboardingEmailAnswer> {
  const answer: OnboardingEmailAnswer = { delivered: [] }
  for (const step of await planOnboardingEmail(services, request)) {
    const { courseLoginUrl, ...delivered } = await step.run()
    answer.delivered.push(delivered)
    if (courseLoginUrl) answer.courseLoginUrl = courseLoginUrl
  }
  return answer
}
