/**
 * Which e-mails are marketing: the one place this rule lives. Marketing e-mail carries the
 * unsubscribe headers and footer and is never sent to a suppressed address; transactional e-mail
 * goes out regardless.
 *
 * - Marketing: the follow-ups the mail worker sends from email_jobs (week 1, month 1, the daily
 *   tips and the challenge lessons; MARKETING_TEMPLATE_KEYS), scheduled with no purpose.
 * - Transactional: what fulfilment sends at once (welcome, results, payment confirmation), the
 *   trial reminder (it announces a charge), the launch notice (it delivers what was paid for),
 *   refund and legal notices (TRANSACTIONAL_PURPOSES). A job with one of these purposes is
 *   transactional whatever its template.
 *
 * Anything else the worker sends counts as marketing: an unknown kind errs on the side of the
 * recipient's right to stop it. Consent (the visitor's opt-in) is not recorded yet; when it is,
 * it is checked here too.
 */
import type { ExpressionBuilder } from 'kysely'
import { EMAIL_PURPOSES } from '../../../schemas/completion/wire'
import type { Database } from '../db/tables'
import { SERIES_TEMPLATE_KEYS } from '../../../schemas/emailTemplate/schema'
import { FOLLOW_UPS } from '../completion/followUpSchedule'
import { TRIAL_REMINDER_PURPOSE } from '../lifecycle/trialReminder'
import { REFUND_PURPOSE } from '../backOffice/emailJobs'
import { LAUNCH_PURPOSE } from '../lifecycle/launchNotices'

/** Purposes whose e-mail is transactional: fulfilment's, the trial reminder, refund and legal notices. */
export const TRANSACTIONAL_PURPOSES: readonly string[] = [...EMAIL_PURPOSES, TRIAL_REMINDER_PURPOSE, REFUND_PURPOSE, LAUNCH_PURPOSE, 'legal']

/** The templates sent as marketing (documentation and tests; the rule is the purpose). */
export const MARKETING_TEMPLATE_KEYS: readonly string[] = [...FOLLOW_UPS.map((followUp) => followUp.templateKey), ...SERIES_TEMPLATE_KEYS]

/** True when the e-mail is marketing (see the module's comment). */
export function isMarketingEmail(email: { purpose: string | null }): boolean {
  return email.purpose === null || !TRANSACTIONAL_PURPOSES.includes(email.purpose)
}

/** The same rule as a condition on email_jobs rows. */
export const marketingJobs = (eb: ExpressionBuilder<Database, 'emailJobs'>) =>
  eb.or([eb('purpose', 'is', null), eb('purpose', 'not in', [...TRANSACTIONAL_PURPOSES])])
