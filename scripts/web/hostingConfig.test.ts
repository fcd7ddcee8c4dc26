import { describe, expect, it } from 'vitest'
import { expectedFirebaseJson, expectedSecurityRule, readFirebaseJson } from './hostingConfig'
import { seedBasePaths } from './seedBasePaths'

describe('Firebase configuration (functions/firebase.json)', () => {
  it('is the one hostingConfig.ts writes: headers, rewrites for every funnel of the seed, caching, the functions on Node.js 22', async () => {
    // When this fails: npx tsx scripts/web/writeFirebaseJson.ts
    expect(readFirebaseJson()).toEqual(await expectedFirebaseJson(seedBasePaths()))
  })

  it('carries the security headers of securityHeaders.ts for every response, with the landings\' inline scripts as built today', async () => {
    const rule = await expectedSecurityRule()
    const headers = readFirebaseJson().hosting.headers
    expect(headers.find((existing) => 'source' in existing && existing.source === '**')).toEqual(rule)
    expect(rule.headers.map(({ key }) => key)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security'])
  })
})
