/**
 * Writes functions/firebase.json from hostingConfig.ts (run it after changing the prerendered pages'
 * inline scripts, securityHeaders.ts or the seed's funnels; a test fails until it is run):
 * `npx tsx scripts/web/writeFirebaseJson.ts`.
 */
import { writeFileSync } from 'node:fs'
import { expectedFirebaseJson, FIREBASE_JSON } from './hostingConfig'
import { seedBasePaths } from './seedBasePaths'

writeFileSync(FIREBASE_JSON, `${JSON.stringify(await expectedFirebaseJson(seedBasePaths()), null, 2)}\n`)
console.log(`Wrote ${FIREBASE_JSON}`)
