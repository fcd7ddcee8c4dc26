/**
 * A numbered e-mail series (parenting's daily tips, parentingexp's 14-day challenge): each day is
 * its own template document with its own copy, written as a title, the idea, the day's concrete
 * 5-minute step and why it works. The subject numbers the day ("Day 3 of 14: ..."), so a reader
 * who misses one sees it.
 */
import type { EmailTemplateDocument } from '../../schemas/emailTemplate/schema'
import { HI, type LifecycleCopy, type LifecycleEmailInput, lifecycleEmailBuilder, SIGNATURE } from './lifecycleEmail'

export interface SeriesDay {
  title: LifecycleCopy
  idea: LifecycleCopy
  step: LifecycleCopy
  why: LifecycleCopy
}

interface SeriesOptions {
  key: 'dailyTips' | 'challengeLesson'
  name: string
  /** "Day {day} of {total}: {title}" per language. */
  subject: (day: number, total: number, title: LifecycleCopy) => LifecycleCopy
  /** The closing line before the signature: what comes next, by day. */
  closing: (day: number, total: number) => LifecycleCopy
  callToAction?: LifecycleEmailInput['callToAction']
}

/** One template per day, day 1 first. */
export function seriesEmails(funnelKey: string, days: SeriesDay[], options: SeriesOptions): EmailTemplateDocument[] {
  const email = lifecycleEmailBuilder(funnelKey)
  return days.map((lesson, index) => {
    const day = index + 1
    return email({
      key: options.key,
      name: `${options.name}, day ${day}: ${lesson.title.en}`,
      day,
      subject: options.subject(day, days.length, lesson.title),
      paragraphs: [HI, lesson.idea, lesson.step, lesson.why, options.closing(day, days.length), SIGNATURE],
      ...(options.callToAction ? { callToAction: options.callToAction } : {}),
    })
  })
}
