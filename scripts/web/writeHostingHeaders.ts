/**
 * Writes the Hosting section's security headers into functions/firebase.json (run it after
 * changing the landings' inline scripts or securityHeaders.ts; a test fails until it is run):
 * `npx tsx scripts/web/writeHostingHeaders.ts`. Everything else in the file is kept.
 */
import { writeFileSync } from 'node:fs'
import { expectedSecurityRule, FIREBASE_JSON, readFirebaseJson } from './hostingConfig'

const config = readFirebaseJson()
const rule = await expectedSecurityRule()
const hosting = {
  public: '../dist',
  ignore: ['firebase.json', '**/.*'],
  // Prerendered landings are served as their folders' index.html; every other route is the app's.
  rewrites: [{ source: '**', destination: '/index.html' }],
  ...config.hosting,
}
hosting.headers = [rule, ...(hosting.headers ?? []).filter((existing) => existing.source !== rule.source)]
writeFileSync(FIREBASE_JSON, `${JSON.stringify({ ...config, hosting }, null, 2)}\n`)
console.log(`Wrote the security headers into ${FIREBASE_JSON}`)
