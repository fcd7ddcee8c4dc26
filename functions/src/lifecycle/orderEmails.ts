/**
 * Every e-mail a confirmed order promises for later, as jobs: the results e-mail (once per funnel
 * and address), the week-1 and month-1 follow-ups, the daily series at 09:00 local time, and the
 * trial reminder two days before the first charge. Fulfilment writes them in one transaction
 * with its follow-ups step, so they exist exactly once.
 */
import type { ScheduledEmail } from '../backOffice/emailJobs'
import { followUpSchedule } from '../completion/followUpSchedule'
import type { OrderFacts } from './orderFacts'
import { resultsEmail } from './resultsEmail'
import { seriesEmails } from './seriesEmails'
import { trialReminderEmail } from './trialReminder'

export type { OrderFacts }

export function orderEmails(facts: OrderFacts): ScheduledEmail[] {
  const { funnel, order, session, recipient, language, now } = facts
  const common = { orderId: order.id, uid: order.uid, recipient, onboardingType: order.onboardingType, language }
  const followUps = followUpSchedule(
    funnel.emailTemplates.map((template) => template.key),
    now,
  ).map(({ templateKey, sendAt }): ScheduledEmail => ({ ...common, templateKey, purpose: null, variables: session.variables, sendAt: new Date(sendAt) }))
  const results = resultsEmail(funnel, { uid: order.uid, orderId: order.id, recipient, language: order.language ?? session.language ?? language, variants: session.variants, resultName: session.variables.resultName, now })
  const reminder = trialReminderEmail(facts)
  return [...(results ? [results] : []), ...followUps, ...seriesEmails(facts), ...(reminder ? [reminder] : [])].sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime())
}
