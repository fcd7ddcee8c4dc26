/**
 * How copy names the trial and renewal facts (spec 9: 7-day trial, reminder on day 5, 28-day
 * refund, cancel 24 hours before the end date). On a paywall the facts are placeholders that
 * the page fills from the server's prices and the terms in schemas/payments/terms, so a
 * change never leaves a stale number in the copy. Pages of other templates (the trial timeline
 * end pages) cannot fill placeholders, so they get the same facts written out from those
 * constants. One wording, two renderings: `PAYWALL_FACTS` and `WRITTEN_FACTS`.
 */
import { CANCEL_HOURS_BEFORE_END, REFUND_DAYS, REMINDER_DAY, TRIAL_DAYS } from '../../schemas/payments/terms'

export interface FactWords {
  trialDays: string
  reminderDay: string
  refundDays: string
  /** '24 hours' and '24 godziny': Polish needs the plural form for the number. */
  cancelHours: { en: string; pl: string }
}

const polishHours = (hours: number) => {
  const lastTwo = hours % 100
  const last = hours % 10
  if (hours === 1) return `${hours} godzinę`
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? `${hours} godziny` : `${hours} godzin`
}

export const PAYWALL_FACTS: FactWords = {
  trialDays: '{trialDays}',
  reminderDay: '{reminderDay}',
  refundDays: '{refundDays}',
  cancelHours: { en: '{cancelHours} hours', pl: '{cancelHours, plural, one {# godzinę} few {# godziny} many {# godzin} other {# godziny}}' },
}

export const WRITTEN_FACTS: FactWords = {
  trialDays: String(TRIAL_DAYS),
  reminderDay: String(REMINDER_DAY),
  refundDays: String(REFUND_DAYS),
  cancelHours: { en: `${CANCEL_HOURS_BEFORE_END} hours`, pl: polishHours(CANCEL_HOURS_BEFORE_END) },
}
