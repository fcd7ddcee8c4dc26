/**
 * What one logged event tells the system of record about a signed-in visitor: that they were
 * here (country from the geo headers, language from the common params), and, for an event the
 * contract knows (schemas/events, parsed by saveLog), the A/B variant they were exposed to
 * ('Changed: Active split tests', first write wins), a tester's switch (the same event with
 * params.source 'tester', honoured only in test mode), their consent choice and the e-mail they
 * gave ('Email provided', value the address), which queues the results e-mail (params.resultName
 * names the visitor's result; lifecycle/resultsEmail.ts). An unknown or malformed event records
 * the visit only.
 */
import type { Db } from './db/database'
import { BASE_LANGUAGE } from '../../schemas/languages'
import type { EventParse, ParsedEvent } from '../../schemas/events/parseEvent'
import { assignmentsOf, recordAssignments, recordConsent, recordVisitor } from './backOffice/visitors'
import type { ContentReader } from './completion/contentReader'
import { queueResultsEmail } from './lifecycle/resultsEmail'
import { isDeliverableAddress } from './mail/deliverableAddress'
import { isTestMode } from './payments/testMode'

/** The raw fields every event carries, read whether or not the contract knows the event. */
export interface LoggedEvent {
  params?: Record<string, unknown> | undefined
  onboardingName?: string | null | undefined
}

const shortText = (value: unknown, max = 100): string | null => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null)

/** A plausible address (the browser validated it; this only keeps junk out of the column). */
const emailOf = (event: ParsedEvent | undefined): string | null => {
  if (event?.id !== 'emailProvided') return null
  const value = shortText(event.value, 254)
  return value && isDeliverableAddress(value) ? value : null
}

interface EventSource {
  uid: string
  country: string | null
  entry: LoggedEvent
  /** The entry read against the event contract. */
  parsed: EventParse
  env: NodeJS.ProcessEnv
  /** Where the results e-mail's funnel content is read; without it no results e-mail is queued. */
  content?: () => ContentReader
}

export async function recordFromEvent(db: Db, { uid, country, entry, parsed, env, content }: EventSource): Promise<void> {
  const event = parsed.ok ? parsed.event : undefined
  // A common param, so read from every event, known or not.
  const language = shortText(entry.params?.language, 20)
  const email = emailOf(event)
  await recordVisitor(db, { uid, country, language, email })
  if (event?.id === 'consentChanged') {
    const { analytics, marketing, bannerVersion: version } = event.params
    await recordConsent(db, uid, { analytics, marketing, version })
  }

  const funnel = shortText(entry.onboardingName)
  if (event?.id === 'emailProvided' && email && funnel && content) {
    // The variants are the server's record of the visitor's, never the event's.
    const variants = await assignmentsOf(db, uid, funnel)
    const stored = await db.selectFrom('visitors').select('language').where('uid', '=', uid).executeTakeFirst()
    await queueResultsEmail(db, await content().funnel(funnel), {
      uid,
      recipient: email,
      language: language ?? stored?.language ?? BASE_LANGUAGE,
      variants,
      resultName: event.params.resultName,
      now: new Date(),
    })
  }
  if (event?.id !== 'exposure' || !funnel) return
  const { testKey, variant, source } = event.params
  if (source === 'tester') {
    // Live mode: a switch is only what the tester sees, never what the server charges.
    if (isTestMode(funnel, env)) await recordAssignments(db, uid, funnel, { [testKey]: variant }, 'tester')
    return
  }
  await recordAssignments(db, uid, funnel, { [testKey]: variant }, 'exposure')
}
