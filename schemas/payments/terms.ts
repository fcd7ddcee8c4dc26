/**
 * The terms of sale the spec fixes (spec 1 section 9, spec 2 section 9). They are facts of the
 * product, not of one page: the paywall's copy states them through placeholders, the seed's
 * copy kit writes them, and the server will schedule by them, so they live below all three.
 */

/** Spec 9: trial length 7 days. */
export const TRIAL_DAYS = 7
/** Spec 4, trial timeline: the reminder goes out on day 5. */
export const REMINDER_DAY = 5
/** Spec 9: the yearly plan (and a forgotten cancellation) is refundable within 28 days. */
export const REFUND_DAYS = 28
/** Spec 9: cancel at least 24 hours before the end date. */
export const CANCEL_HOURS_BEFORE_END = 24
