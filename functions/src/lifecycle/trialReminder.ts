/**
 * The trial reminder the trial paywalls promise (spec 4: "day 5"): two days before the first
 * charge, with the amount, the date and a link that cancels the trial. The charge moment is the
 * provider's trial end when fulfilment knows it, else the order's confirmation plus the trial
 * length. Transactional: it is about money the visitor is about to be charged, so an
 * unsubscribe does not stop it.
 */
import { REMINDER_DAY, TRIAL_DAYS } from '../../../schemas/payments/terms'
import type { ScheduledEmail } from '../backOffice/emailJobs'
import type { OrderFacts } from './orderFacts'
import { formatPrice, priceLanguageOf } from '../../../web/src/funnel/formatPrice'
import { knownTimeZone } from './localMornings'

export const TRIAL_REMINDER_PURPOSE = 'trial_reminder'
const DAY_MS = 24 * 60 * 60 * 1000
/** Day 5 of the 7-day trial: the charge is two days away. */
export const REMINDER_BEFORE_CHARGE_MS = (TRIAL_DAYS - REMINDER_DAY) * DAY_MS


/** The charge date as the visitor reads it, in their language and time zone: '4 December 2026', '4 grudnia 2026'. */
export function chargeDateText(at: Date, language: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: knownTimeZone(timeZone) ?? 'UTC' }).format(at)
}

/** The reminder's job, or null when the order has no trial or the funnel no trialReminder template. */
export function trialReminderEmail({ funnel, order, session, recipient, language, trialEnd, now }: OrderFacts): ScheduledEmail | null {
  if (!session.trialDays || !funnel.emailTemplates.some((template) => template.key === 'trialReminder')) return null
  const chargeAt = trialEnd ?? new Date(new Date(order.confirmedAt).getTime() + session.trialDays * DAY_MS)
  const sendAt = new Date(Math.max(now.getTime(), chargeAt.getTime() - REMINDER_BEFORE_CHARGE_MS))
  const amount = formatPrice(Number(session.amount), session.currency, priceLanguageOf(language))
  return {
    orderId: order.id,
    uid: order.uid,
    recipient,
    onboardingType: order.onboardingType,
    templateKey: 'trialReminder',
    purpose: TRIAL_REMINDER_PURPOSE,
    language,
    variables: { ...session.variables, amount, chargeDate: chargeDateText(chargeAt, language, session.timeZone) },
    sendAt,
    dedupeKey: `trialReminder:${order.id}`,
  }
}
