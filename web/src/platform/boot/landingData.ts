/**
 * What the build writes into a landing for its head script: which files to ask for and which
 * alternatives to choose from. It travels as JSON in a data script, not inside the head script's
 * code, so the code is the same on every landing of every build and the Content-Security-Policy
 * can allow it by hash (scripts/web/securityHeaders.ts) without a per-build header.
 */
import type { LandingChoices } from './landingChoice'
import type { LandingStart } from './landingStart'

/** The id of the `<script type="application/json">` holding the landing's data. */
export const LANDING_DATA_ID = 'landing-data'

export interface LandingData {
  start: LandingStart
  /** Only on landings with alternatives. */
  choices?: LandingChoices
}

/** The data as the element's text: escaped, so nothing inside can end the element it sits in. */
export function landingDataJson(data: LandingData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Read by the head script; the build wrote it into the same page just before the script. */
export function readLandingData(): LandingData {
  // The page's own build wrote this element; a page without it is not a landing.
  return JSON.parse(document.getElementById(LANDING_DATA_ID)?.textContent ?? 'null') as LandingData
}
