import { describe, expect, it } from 'vitest'
import { expectedSecurityRule, readFirebaseJson } from './hostingConfig'

describe('Firebase Hosting configuration', () => {
  it('carries the security headers of securityHeaders.ts for every response, with the landings\' inline scripts as built today', async () => {
    const rule = await expectedSecurityRule()
    const headers = readFirebaseJson().hosting?.headers ?? []
    // When this fails: npx tsx scripts/web/writeHostingHeaders.ts
    expect(headers.find((existing) => existing.source === '**')).toEqual(rule)
    expect(rule.headers.map(({ key }) => key)).toEqual(['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Strict-Transport-Security'])
  })
})
