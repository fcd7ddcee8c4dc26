/** The deeps lifecycle e-mails: the reminder of the freeTrial paywall's 7-day trial (English and Polish; es, de, tr fall back to English). */
import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'
import { trialReminderEmail } from '../../kit/trialLifecycleEmails'

export const deepsLifecycleEmails: EmailTemplateDocument[] = [trialReminderEmail('deeps')]
