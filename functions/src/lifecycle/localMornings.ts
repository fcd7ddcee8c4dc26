/**
 * Daily e-mails arrive at 09:00 where the visitor lives (the browser's IANA time zone), also
 * across a daylight-saving change; an unknown zone counts as UTC.
 */
import { TZDate } from '@date-fns/tz'

export const MORNING_HOUR = 9
const FALLBACK_ZONE = 'UTC'

/** The zone if the runtime knows it (a browser sends e.g. 'Europe/Warsaw'), else null. */
export function knownTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The instants of 09:00 local time on the `count` days after `now`'s local date (the first is tomorrow morning). */
export function localMornings(now: Date, timeZone: string | null, count: number, hour = MORNING_HOUR): Date[] {
  const zone = knownTimeZone(timeZone) ?? FALLBACK_ZONE
  const today = new TZDate(now.getTime(), zone)
  return Array.from({ length: count }, (_, index) => new Date(new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + index + 1, hour, 0, zone).getTime()))
}
