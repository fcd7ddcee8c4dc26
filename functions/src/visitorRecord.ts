/**
 * What one logged event tells the system of record about a signed-in visitor: that they were
 * here (country from the geo headers, language when the event carries it), the A/B variant
 * they were exposed to ('Changed: Active split tests', first write wins), a tester's switch
 * (the same event with params.source 'tester', honoured only in test mode) and the e-mail they
 * gave ('Email provided', value the address), which queues the results e-mail (params.resultName
 * names the visitor's result; lifecycle/resultsEmail.ts).
 */
import type { Db } from './db/database'
import { BASE_LANGUAGE } from '../../schemas/languages'
import { assignmentsOf, recordAssignments, recordConsent, recordVisitor } from './backOffice/visitors'
import type { ContentReader } from './completion/contentReader'
import { queueResultsEmail } from './lifecycle/resultsEmail'
import { isDeliverableAddress } from './mail/deliverableAddress'
import { isTestMode } from './payments/testMode'

/** The browser's exposure event (web/src/platform/events/abExposure.ts) and a tester's switch (app/useFunnelPages.ts). */
export const EXPOSURE_EVENT = 'Changed: Active split tests'
export const EMAIL_EVENT = 'Email provided'
/** The browser's consent banner (web/src/platform/consent/consent.ts). */
export const CONSENT_EVENT = 'Consent changed'
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
  return value && isDeliverableAddress(value) ? value : null
}

interface EventSource {
  uid: string
  country: string | null
  entry: LoggedEvent
  env: NodeJS.ProcessEnv
  /** Where the results e-mail's funnel content is read; without it no results e-mail is queued. */
  content?: () => ContentReader
}

export async function recordFromEvent(db: Db, { uid, country, entry, env, content }: EventSource): Promise<void> {
  const language = shortText(entry.params?.language, 20)
  const email = entry.name === EMAIL_EVENT ? emailOfEvent(entry) : null
  await recordVisitor(db, { uid, country, language, email })
  const analytics = entry.params?.analytics
  const marketing = entry.params?.marketing
  const version = shortText(entry.params?.bannerVersion, 40)
  if (entry.name === CONSENT_EVENT && typeof analytics === 'boolean' && typeof marketing === 'boolean' && version) {
    await recordConsent(db, uid, { analytics, marketing, version })
  }

  const funnel = shortText(entry.onboardingName)
  if (email && funnel && content) {
    // The variants are the server's record of the visitor's, never the event's.
    const variants = await assignmentsOf(db, uid, funnel)
    const stored = await db.selectFrom('visitors').select('language').where('uid', '=', uid).executeTakeFirst()
    await queueResultsEmail(db, await content().funnel(funnel), {
      uid,
      recipient: email,
      language: language ?? stored?.language ?? BASE_LANGUAGE,
      variants,
      resultName: shortText(entry.params?.resultName, 200) ?? undefined,
      now: new Date(),
    })
  }
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
