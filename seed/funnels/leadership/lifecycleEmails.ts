/** The leadership lifecycle e-mails: the 7-day trial's reminder (English and Polish; es, de, tr fall back to English). */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { trialReminderEmail } from '../../kit/trialLifecycleEmails'

export const leadershipLifecycleEmails: EmailTemplateDocument[] = [trialReminderEmail('leadership')]
