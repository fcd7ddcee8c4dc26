/** Spec 2: the paywall's reservation timer. Without a length in the content it runs 15 minutes. */
export const DEFAULT_COUNTDOWN_MINUTES = 15

/** Milliseconds left until `deadline`, never below zero. */
export const remainingMs = (deadline: number, now: number): number => Math.max(0, deadline - now)

/**
 * 'mm:ss', rounding up to whole seconds so the timer shows 00:00 only when time is up.
 * Minutes are not wrapped into hours: a 90-minute reservation reads 90:00.
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}
