/**
 * What the build writes into a prerendered page for its head script: which files to ask for and which
 * alternatives to choose from. It travels as JSON in a data script, not inside the head script's
 * code, so the code is the same on every prerendered page of every build and the Content-Security-Policy
 * can allow it by hash (scripts/web/securityHeaders.ts) without a per-build header.
 */
import type { PrerenderedChoices } from './prerenderedChoice'
import type { PrerenderedStart } from './prerenderedStart'

/** The id of the `<script type="application/json">` holding the page's data. */
export const PRERENDERED_DATA_ID = 'prerendered-data'

export interface PrerenderedData {
  start: PrerenderedStart
  /** Only on pages with alternatives. */
  choices?: PrerenderedChoices
}

/** The data as the element's text: escaped, so nothing inside can end the element it sits in. */
export function prerenderedDataJson(data: PrerenderedData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Read by the head script; the build wrote it into the same page just before the script. */
export function readPrerenderedData(): PrerenderedData {
  // The page's own build wrote this element; a page without it is not prerendered.
  return JSON.parse(document.getElementById(PRERENDERED_DATA_ID)?.textContent ?? 'null') as PrerenderedData
}
