import * as z from 'zod/mini'
import { emailLocaleStringSchema, emailLocaleTextSchema } from '../localized/schema'
import { documentBase } from '../shared/schema'

/** The spec's e-mail purposes: welcome, results, course access, follow-ups (week 1, month 1, daily tips). */
export const EMAIL_TEMPLATE_KEYS = ['welcome', 'results', 'courseAccess', 'followUpWeek1', 'followUpMonth1', 'dailyTips'] as const
/** Values the sender fills in; the e-mail tester shows them with sample values. */
export const EMAIL_PLACEHOLDERS = ['email', 'funnelName', 'resultName', 'appLink'] as const

export const emailTemplateSchema = z.extend(documentBase('emailTemplate'), {
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  name: z.optional(z.string()),
  subject: emailLocaleStringSchema,
  body: emailLocaleTextSchema,
})

export type EmailTemplateDocument = z.infer<typeof emailTemplateSchema>
