/**
 * What the server may pass on to Meta and GA4 for one visitor. The browser sends its consent
 * with each event (the claim); the server keeps the visitor's choice from 'Consent changed'
 * (visitors.consent_*, the record). Where the two can differ, the record decides:
 * - a refusal in the claim always wins (a change of mind applies to the next event, even
 *   before its record has arrived);
 * - with a record, the record says what is allowed; a grant the record does not hold yet is not
 *   honoured (the ad or analytics event may overtake 'Consent changed', which goes through the
 *   event outbox: that event then stays unsent rather than sent without consent);
 * - without a record and without a choice in the claim, the visitor's country decides (the
 *   geo header, else the country recorded for the visitor): in the EEA and the UK nothing is
 *   allowed, elsewhere everything, as before the banner existed. Only where the server knows no
 *   country at all (no geo header: the local emulators) does the browser's default count.
 */
import * as z from 'zod'
import { requiresConsent } from '../../schemas/consentCountries'
import type { Db } from './db/database'
import { shortString } from './fields'

export type ConsentPurpose = 'analytics' | 'marketing'

/** The consent the browser believed in when it sent the event (web/src/platform/consent/consent.ts). */
export const consentClaim = z.object(
  {
    analytics: z.boolean({ error: 'expected true or false' }),
    marketing: z.boolean({ error: 'expected true or false' }),
    version: shortString(40).nullable(),
  },
  { error: 'expected { analytics, marketing, version }' },
)

export type ConsentClaim = z.output<typeof consentClaim>

/** What the server holds about the visitor's consent and country. */
export interface VisitorConsent {
  country: string | null
  analytics: boolean | null
  marketing: boolean | null
  version: string | null
}

/** The visitor's row, or undefined when the server has never heard of them. */
export async function visitorConsent(db: Db, uid: string): Promise<VisitorConsent | undefined> {
  const row = await db
    .selectFrom('visitors')
    .select(['country', 'consentAnalytics', 'consentMarketing', 'consentVersion'])
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row && { country: row.country, analytics: row.consentAnalytics, marketing: row.consentMarketing, version: row.consentVersion }
}

export interface ConsentFacts {
  claim: ConsentClaim | undefined
  recorded: VisitorConsent | undefined
  /** The country of this request's geo header, if any. */
  requestCountry: string | null
}

/** Whether `purpose` may reach its platform, by the rules above. */
export function consentAllows(purpose: ConsentPurpose, { claim, recorded, requestCountry }: ConsentFacts): boolean {
  if (claim?.[purpose] === false) return false
  const decided = recorded?.[purpose]
  if (typeof decided === 'boolean') return decided
  if (claim?.version) return false
  const country = requestCountry ?? recorded?.country ?? null
  if (country) return !requiresConsent(country)
  return claim?.[purpose] === true
}
