import type { EmailTemplateKey } from '../../../schemas/emailTemplate/schema'

const DAY_MS = 24 * 60 * 60 * 1000

/** Spec 4: follow-ups at week 1 and month 1. The daily series (tips, challenge lessons) go out at 09:00 local time: lifecycle/seriesSchedule.ts. */
export const FOLLOW_UPS: readonly { templateKey: EmailTemplateKey; days: readonly number[] }[] = [
  { templateKey: 'followUpWeek1', days: [7] },
  { templateKey: 'followUpMonth1', days: [30] },
]

export interface ScheduledFollowUp {
  templateKey: EmailTemplateKey
  sendAt: string
}

/** The follow-ups a funnel sends, given the templates it has, counted from `now`, earliest first. */
export function followUpSchedule(templateKeys: readonly EmailTemplateKey[], now: Date): ScheduledFollowUp[] {
  return FOLLOW_UPS.filter((followUp) => templateKeys.includes(followUp.templateKey))
    .flatMap(({ templateKey, days }) => days.map((day) => ({ templateKey, at: now.getTime() + day * DAY_MS })))
    .sort((a, b) => a.at - b.at)
    .map(({ templateKey, at }) => ({ templateKey, sendAt: new Date(at).toISOString() }))
}
