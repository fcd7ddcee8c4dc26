/**
 * The daily series a purchase starts: parenting's daily tips for every buyer, and the
 * parentingexp 14-day e-mail challenge only for buyers of that format. Day n goes out at 09:00
 * on the n-th morning after the purchase in the buyer's own time zone (localMornings.ts). Each
 * day is its own template document (`day`), so each e-mail says something new. Marketing: an
 * unsubscribe stops the rest.
 */
import { SERIES_TEMPLATE_KEYS, type EmailTemplateKey } from '../../../schemas/emailTemplate/schema'
import type { ScheduledEmail } from '../backOffice/emailJobs'
import type { CheckoutSessionRow } from '../db/tables'
import type { OrderFacts } from './orderFacts'
import { localMornings } from './localMornings'

/** The plan (product format) whose buyers get the challenge lessons; other formats never do. */
export const CHALLENGE_PLAN = 'emailChallenge'

/** Who receives a series: every buyer, or only buyers of one plan. */
const AUDIENCE: Record<(typeof SERIES_TEMPLATE_KEYS)[number], (session: CheckoutSessionRow) => boolean> = {
  dailyTips: () => true,
  challengeLesson: (session) => session.planId === CHALLENGE_PLAN,
}


/** The series e-mails of this purchase, one job per template day, earliest first. */
export function seriesEmails({ funnel, order, session, recipient, language, now }: Omit<OrderFacts, 'trialEnd'>): ScheduledEmail[] {
  return SERIES_TEMPLATE_KEYS.filter((key) => AUDIENCE[key](session)).flatMap((key: EmailTemplateKey) => {
    const days = [...new Set(funnel.emailTemplates.filter((template) => template.key === key && template.day).map((template) => template.day!))].sort((a, b) => a - b)
    if (days.length === 0) return []
    const mornings = localMornings(now, session.timeZone, days.at(-1)!)
    return days.map((day) => ({
      orderId: order.id,
      uid: order.uid,
      recipient,
      onboardingType: order.onboardingType,
      templateKey: key,
      purpose: null,
      language,
      variables: { ...session.variables, day: String(day) },
      sendAt: mornings[day - 1]!,
      dedupeKey: `${key}:${order.id}:${day}`,
    }))
  })
}
