import type { EmailTemplateDocument } from '../../../schemas/emailTemplate/schema'

type TemplateKey = EmailTemplateDocument['key']

const DAY_MS = 24 * 60 * 60 * 1000

/** Spec 4: follow-ups at week 1 and month 1; parenting adds daily tips (the first 7 days, one a day). */
export const FOLLOW_UPS: readonly { templateKey: TemplateKey; days: readonly number[] }[] = [
  { templateKey: 'dailyTips', days: [1, 2, 3, 4, 5, 6, 7] },
  { templateKey: 'followUpWeek1', days: [7] },
  { templateKey: 'followUpMonth1', days: [30] },
]

export interface ScheduledFollowUp {
  templateKey: TemplateKey
  sendAt: string
}

/**
 * The follow-ups a funnel sends, given the templates it has (a funnel without daily tips gets
 * none), counted from `now`, earliest first (a day's tip before the week-1 e-mail of that day).
 */
export function followUpSchedule(templateKeys: readonly TemplateKey[], now: Date): ScheduledFollowUp[] {
  return FOLLOW_UPS.filter((followUp) => templateKeys.includes(followUp.templateKey))
    .flatMap(({ templateKey, days }) => days.map((day) => ({ templateKey, at: now.getTime() + day * DAY_MS })))
    .sort((a, b) => a.at - b.at)
    .map(({ templateKey, at }) => ({ templateKey, sendAt: new Date(at).toISOString() }))
}
