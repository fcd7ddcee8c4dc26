/**
 * One sandbox checkout round trip on the real functions emulator: the callable answers a card
 * page URL on the emulator's own host, the page is served by the sandboxCheckout function, a
 * test card pays, and getPaymentStatus says so to the visitor who made the session (and to no
 * one else). The functions read the paywall content from a test lake and record the session in
 * a test database. The emulator skips ID token verification, so an unsigned token names the
 * caller. Ports end in 91 (apart from other test runs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startFunctionsEmulator, type RunningEmulator } from '../../../scripts/emulators'
import { startTestLake } from '../../../scripts/lake/lakeForTests'
import type { Lake } from '../../../scripts/lake/server'
import { startTestDatabase } from '../db/dbTestKit'
import { migrateToLatest } from '../db/migrate'
import { openDatabase } from '../db/database'
import { unsignedIdToken } from '../unsignedIdToken'

describe('payments on the functions emulator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'payments-emulator-'))
  const options = { authPort: 9391, functionsPort: 5391, hubPort: 4791, loggingPort: 4891, projectId: 'demo-funnels', dataDir: join(dir, 'data'), sinkDir: join(dir, 'sinks') }
  let emulator: RunningEmulator | undefined
  let lake: Lake | undefined
  let database: Awaited<ReturnType<typeof startTestDatabase>> | undefined

  afterAll(async () => {
    await emulator?.close()
    await lake?.close()
    await database?.close()
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  const call = async (name: string, data: unknown, uid: string | null = 'uid-emulator') => {
    const headers = { 'content-type': 'application/json', ...(uid ? { authorization: `Bearer ${unsignedIdToken(uid)}` } : {}) }
    const response = await fetch(`${emulator?.url}/${name}`, { method: 'POST', headers, body: JSON.stringify({ data }) })
    return (await response.json()) as { result?: Record<string, unknown>; error?: { status: string; message: string } }
  }

  it('checkout, the card page, a test card, and a paid status', async () => {
    for (const name of ['STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX', 'SANDBOX_CHECKOUT_URL', 'SANDBOX_DIR']) vi.stubEnv(name, '')
    lake = await startTestLake()
    database = await startTestDatabase('PGlite')
    const db = openDatabase(database.url, 1)
    await migrateToLatest(db as never)
    await db.destroy()
    emulator = await startFunctionsEmulator({ ...options, sanityApiHost: lake.url, databaseUrl: database.url })
    const pageBase = `http://127.0.0.1:${options.functionsPort}/${options.projectId}/us-central1/sandboxCheckout`

    const checkout = await call('createPaymentCheckout', {
      provider: 'stripe',
      onboardingType: 'leadership',
      priceOptionId: 'yearly',
      countryCode: 'US',
      customerEmail: 'ada@example.com',
      successUrl: 'http://localhost:5173/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
    })
    const sessionId = String(checkout.result?.sessionId)
    expect(checkout.result).toEqual({ sessionId: expect.stringMatching(/^cs_sandbox_/), url: `${pageBase}?session=${sessionId}` })
    const sinkLine: unknown = JSON.parse(readFileSync(join(options.sinkDir, 'paymentSessions.ndjson'), 'utf8'))
    expect(sinkLine).toMatchObject({ sessionId, onboardingType: 'leadership', mode: 'subscription' })

    const page = await fetch(String(checkout.result?.url))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Start free trial')

    const paid = await fetch(String(checkout.result?.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session: sessionId, number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Ada Lovelace' }),
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://localhost:5173/leadership/checkout?payment_return=true&session_id=${sessionId}`)

    expect((await call('getPaymentStatus', { provider: 'stripe', sessionId })).result).toMatchObject({ sessionId, paid: true, status: 'complete', paymentStatus: 'no_payment_required' })
    expect((await call('getPaymentStatus', { provider: 'stripe', sessionId }, 'uid-other')).error).toMatchObject({ status: 'PERMISSION_DENIED' })
    expect((await call('getPaymentStatus', { provider: 'stripe', sessionId }, null)).error).toMatchObject({ status: 'UNAUTHENTICATED' })
    expect((await call('getPaymentStatus', { provider: 'stripe', sessionId: 'cs_sandbox_000000000000000000000000' })).error).toMatchObject({ status: 'NOT_FOUND' })
    expect((await call('createPaymentCheckout', { provider: 'stripe' })).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('onboardingType') })
  }, 120_000)
})
