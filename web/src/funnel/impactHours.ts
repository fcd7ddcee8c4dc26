/**
 * The impact calculation page turns minutes a day into hours a month and a year. The month
 * is a round 30 days, so the shown numbers are easy to check by hand (the page's footer says so).
 */
export const DAYS_PER_MONTH = 30
export const DAYS_PER_YEAR = 365

export interface ImpactHours {
  /** Rounded to half an hour: 5 min a day is 2.5 h, not 2 or 3. */
  perMonth: number
  /** Rounded to whole hours: at this size decimals are noise. */
  perYear: number
}

/** Hours that `minutesPerDay` add up to. Negative or broken input counts as no time at all. */
export function impactHours(minutesPerDay: number): ImpactHours {
  const minutes = Number.isFinite(minutesPerDay) ? Math.max(0, minutesPerDay) : 0
  return {
    perMonth: Math.round(((minutes * DAYS_PER_MONTH) / 60) * 2) / 2,
    perYear: Math.round((minutes * DAYS_PER_YEAR) / 60),
  }
}
