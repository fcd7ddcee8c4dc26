/**
 * One sandbox checkout round trip on the real functions emulator: the callable answers a card
 * page URL on the emulator's own host, the page is served by the sandboxCheckout function, a
 * test card pays, and getPaymentStatus says so. Ports end in 91 (apart from other test runs).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startFunctionsEmulator, type RunningEmulator } from '../../../scripts/emulators'

describe('payments on the functions emulator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'payments-emulator-'))
  const options = { authPort: 9391, functionsPort: 5391, hubPort: 4791, loggingPort: 4891, projectId: 'demo-funnels', dataDir: join(dir, 'data'), sinkDir: join(dir, 'sinks') }
  let emulator: RunningEmulator | undefined

  afterAll(async () => {
    await emulator?.close()
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  const call = async (name: string, data: unknown) => {
    const response = await fetch(`${emulator?.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data }) })
    return (await response.json()) as { result?: Record<string, unknown>; error?: { status: string; message: string } }
  }

  it('checkout, the card page, a test card, and a paid status', async () => {
    for (const name of ['STRIPE_SECRET_KEY_MAIN', 'STRIPE_SECRET_KEY_SCREENDETOX', 'SANDBOX_CHECKOUT_URL', 'SANDBOX_DIR']) vi.stubEnv(name, '')
    emulator = await startFunctionsEmulator(options)
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
    expect((await call('getPaymentStatus', { provider: 'stripe', sessionId: 'cs_sandbox_000000000000000000000000' })).error).toMatchObject({ status: 'NOT_FOUND' })
    expect((await call('createPaymentCheckout', { provider: 'stripe' })).error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('onboardingType') })
  }, 120_000)
})
