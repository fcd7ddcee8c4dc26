/**
 * What one logged event tells the system of record about a signed-in visitor: that they were
 * here (country from the geo headers, language when the event carries it), the A/B variant
 * they were exposed to ('Changed: Active split tests', first write wins), a tester's switch
 * (the same event with params.source 'tester', honoured only in test mode) and the e-mail they
 * gave ('Email provided', value the address).
 */
import type { Db } from './db/database'
import { recordAssignments, recordVisitor } from './backOffice/visitors'
import { isTestMode } from './payments/testMode'

/** The browser's exposure event (web/src/platform/events/abExposure.ts) and a tester's switch (app/useFunnelPages.ts). */
export const EXPOSURE_EVENT = 'Changed: Active split tests'
export const EMAIL_EVENT = 'Email provided'
export const TESTER_SOURCE = 'tester'

export interface LoggedEvent {
  name: string
  value?: string | number | boolean | null | undefined
  params?: Record<string, unknown> | undefined
  onboardingName?: string | null | undefined
}

const shortText = (value: unknown, max = 100): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null)

/** A plausible address (the browser validated it; this only keeps junk out of the column). */
const emailOfEvent = (event: LoggedEvent): string | null => {
  const value = shortText(event.value, 254)
  return value && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null
}

export async function recordFromEvent(db: Db, { uid, country, entry, env }: { uid: string; country: string | null; entry: LoggedEvent; env: NodeJS.ProcessEnv }): Promise<void> {
  const language = shortText(entry.params?.language, 20)
  const email = entry.name === EMAIL_EVENT ? emailOfEvent(entry) : null
  await recordVisitor(db, { uid, country, language, email })

  const funnel = shortText(entry.onboardingName)
  const testKey = shortText(entry.params?.testKey)
  const variant = shortText(entry.params?.variant)
  if (entry.name !== EXPOSURE_EVENT || !funnel || !testKey || !variant) return
  if (entry.params?.source === TESTER_SOURCE) {
    // Live mode: a switch is only what the tester sees, never what the server charges.
    if (isTestMode(funnel, env)) await recordAssignments(db, uid, funnel, { [testKey]: variant }, 'tester')
    return
  }
  await recordAssignments(db, uid, funnel, { [testKey]: variant }, 'exposure')
}
