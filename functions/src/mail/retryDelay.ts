/**
 * How long a failed e-mail waits before its next attempt: long enough for an SMTP relay that is
 * down for a few minutes (or hours) to come back, short enough that a day-5 reminder is still on
 * time after a blip. After MAX_EMAIL_ATTEMPTS the job is given up as 'failed'.
 */
const MINUTE_MS = 60 * 1000

/** The wait after the 1st, 2nd, … failed attempt. */
export const RETRY_DELAYS_MS: readonly number[] = [1 * MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 120 * MINUTE_MS, 360 * MINUTE_MS]

/** Attempts before a job is 'failed': one more than there are waits. */
export const MAX_EMAIL_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/** The wait after `attempts` failed attempts (1-based); beyond the list, the last wait again. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1
  return RETRY_DELAYS_MS[index]!
}
