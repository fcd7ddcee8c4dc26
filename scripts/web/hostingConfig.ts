/**
 * The Firebase Hosting section of functions/firebase.json (the Firebase project's one
 * configuration file): the production build, the app shell for client routes, and the security
 * headers of securityHeaders.ts with the landings' inline scripts allowed by hash.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../settings'
import { inlineScriptText } from './landingHtml'
import { landingInlineScripts } from './prerender'
import { hostingHeaders, scriptHash } from './securityHeaders'

export const FIREBASE_JSON = join(ROOT, 'functions/firebase.json')

export interface HostingHeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

/** The header rule every response gets, computed from the landings' inline scripts as built today. */
export async function expectedSecurityRule(): Promise<HostingHeaderRule> {
  const scripts = await landingInlineScripts()
  const hashes = Object.values(scripts).map((code) => scriptHash(inlineScriptText(code)))
  return { source: '**', headers: Object.entries(hostingHeaders(hashes)).map(([key, value]) => ({ key, value })) }
}

/** functions/firebase.json as parsed JSON. */
export const readFirebaseJson = (): Record<string, unknown> & { hosting?: { headers?: HostingHeaderRule[] } } =>
  JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as Record<string, unknown>
