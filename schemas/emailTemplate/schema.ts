import * as z from 'zod/mini'
import { emailLocaleStringSchema, emailLocaleTextSchema } from '../localized/schema'
import { documentBase } from '../shared/schema'

/**
 * The e-mails a funnel can send. The spec's completion purposes (welcome, results, course access)
 * and follow-ups (week 1, month 1, daily tips), and the lifecycle e-mails the copy promises: the
 * trial reminder two days before the first charge, the refund confirmation, the launch notice for
 * visitors who chose to wait, the 14-day challenge's lessons and the one-time formats' access
 * e-mails (downloads, video course, app, challenge).
 */
export const EMAIL_TEMPLATE_KEYS = [
  'welcome',
  'results',
  'courseAccess',
  'followUpWeek1',
  'followUpMonth1',
  'dailyTips',
  'trialReminder',
  'refundConfirmation',
  'launchNotice',
  'challengeLesson',
  'accessDownloads',
  'accessVideoCourse',
  'accessApp',
  'accessChallenge',
] as const

/** Templates sent as a numbered series, one document per day (`day` 1, 2, ...), each with its own copy. */
export const SERIES_TEMPLATE_KEYS = ['dailyTips', 'challengeLesson'] as const

/**
 * Values the sender fills in; the e-mail tester shows them with sample values.
 * amount and chargeDate: the trial's first charge; cancelLink: where the trial is cancelled;
 * businessDays: the refund's promised time (5–7 or 3–5); day: the series e-mail's number;
 * downloadLink, audioLink, courseLink: the funnel's product links; storeLink: the app store page.
 */
export const EMAIL_PLACEHOLDERS = [
  'email',
  'funnelName',
  'resultName',
  'appLink',
  'amount',
  'chargeDate',
  'cancelLink',
  'businessDays',
  'day',
  'downloadLink',
  'audioLink',
  'courseLink',
  'storeLink',
] as const

export const emailTemplateSchema = z.extend(documentBase('emailTemplate'), {
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  name: z.optional(z.string()),
  /** The place in a series (dailyTips, challengeLesson): lesson 1 is sent on the first morning. */
  day: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(31))),
  subject: emailLocaleStringSchema,
  body: emailLocaleTextSchema,
  /** The e-mail's one button: its label per language and where it leads (a placeholder such as {{appLink}} or a URL). */
  callToAction: z.optional(z.object({ label: emailLocaleStringSchema, url: z.string().check(z.minLength(1)) })),
})

export type EmailTemplateDocument = z.infer<typeof emailTemplateSchema>
export type EmailTemplateKey = EmailTemplateDocument['key']
