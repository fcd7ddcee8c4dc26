import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, pricingRequestSchema, statusRequestSchema } from '../../../schemas/payments/wire'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { saveLog, saveLogPayload } from '../saveLog'
import { createPaymentCheckout, getPaymentPrices, getPaymentStatus } from './callables'
import { seedPaymentServices } from './paymentServicesFixture'
import { usePaymentsDirs } from './paymentsFixture'
import { loadSession, saveSession } from './sandboxStore'

const dirs = usePaymentsDirs()
const request = {
  provider: 'stripe',
  onboardingType: 'leadership',
  priceOptionId: 'leadership_v1.default.yearly.usd',
  countryCode: 'US',
  customerEmail: 'ada@example.com',
  successUrl: 'http://localhost:5173/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
  locale: 'pl',
  metadata: { resultName: 'The Coach', funnelName: 'Leadership', checkoutType: 'checkout' },
}

describe.each(DATABASE_ENGINES)('checkout sessions bound to their creator, on %s', (engine) => {
  const database = useTestDatabase(engine)
  const services = () => seedPaymentServices(database)
  const as = (uid: string | null) => fakeContext({ authUid: uid, headers: { host: '127.0.0.1:5001' } })
  const checkout = (data: unknown, uid: string | null = 'uid-1') => runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services()), data, as(uid))
  const status = (sessionId: string, uid: string | null) => runCallable('getPaymentStatus', statusRequestSchema, (p, c) => getPaymentStatus(p, c, services()), { provider: 'stripe', sessionId }, as(uid))

  it('records the session with its owner, the decided pricing, the language, the variants and the e-mail variables', async () => {
    const { sessionId } = await checkout(request)
    const row = await database.db.selectFrom('checkoutSessions').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ id: sessionId, provider: 'sandbox', account: 'main', uid: 'uid-1', planId: 'yearly', pricingSet: 'default', amount: '59.99', currency: 'USD', interval: 'year', trialDays: 7, mode: 'subscription', email: 'ada@example.com', language: 'pl', status: 'open', variables: { resultName: 'The Coach', funnelName: 'Leadership' } })
    expect(row.variants).toMatchObject({ pricingSetKey: 'default', payWallCheckoutTypeKey: 'checkout' })
  })

  it("records the buyer's time zone when the runtime knows it, and drops one it does not (daily e-mails then go at 09:00 UTC)", async () => {
    await checkout({ ...request, metadata: { ...request.metadata, timeZone: 'Europe/Warsaw' } })
    await checkout({ ...request, customerEmail: 'bo@example.com', metadata: { ...request.metadata, timeZone: 'Mars/Olympus' } })
    expect(await database.db.selectFrom('checkoutSessions').select(['email', 'timeZone']).orderBy('email').execute()).toEqual([
      { email: 'ada@example.com', timeZone: 'Europe/Warsaw' },
      { email: 'bo@example.com', timeZone: null },
    ])
  })

  it('two concurrent calls for the same visitor and option create one session; another e-mail is another session', async () => {
    const [first, second] = await Promise.all([checkout(request), checkout(request)])
    expect(second).toEqual(first)
    expect(dirs.sessionLines()).toHaveLength(1)
    expect(await database.db.selectFrom('checkoutSessions').select('id').execute()).toEqual([{ id: first.sessionId }])
    const other = await checkout({ ...request, customerEmail: 'ola@example.com' })
    expect(other.sessionId).not.toBe(first.sessionId)
  })

  it('a session that is no longer open frees the key: the next call is a new session', async () => {
    const first = await checkout(request)
    const stored = await loadSession(first.sessionId)
    await saveSession({ ...stored!, status: 'complete', paymentStatus: 'no_payment_required' })
    const next = await checkout(request)
    expect(next.sessionId).not.toBe(first.sessionId)
    expect(await database.db.selectFrom('checkoutSessions').select(['id', 'idempotencyKey']).orderBy('createdAt').execute()).toEqual([
      { id: first.sessionId, idempotencyKey: null },
      { id: next.sessionId, idempotencyKey: expect.any(String) },
    ])
  })

  it('getPaymentStatus: the owner gets it; another uid is permission-denied, no token unauthenticated; an unknown id not-found', async () => {
    const { sessionId } = await checkout(request)
    expect(await status(sessionId, 'uid-1')).toMatchObject({ sessionId, paid: false, customerEmail: 'ada@example.com' })
    for (const [caller, code] of [['uid-2', 'permission-denied'], [null, 'unauthenticated']] as const) {
      const refused = await status(sessionId, caller).catch((error: unknown) => error)
      expect(refused).toMatchObject({ code })
      expect(JSON.stringify(refused)).not.toContain('ada@example.com')
    }
    await expect(status('cs_sandbox_0123456789abcdef01234567', 'uid-1')).rejects.toMatchObject({ code: 'not-found' })
  })

  it("a tester's switch is honoured in test mode (the sandbox) and ignored with a live key", async () => {
    const log = (variant: string, env: NodeJS.ProcessEnv) =>
      runCallable('saveLog', saveLogPayload, (entry, c) => saveLog(entry, c, { db: () => database.db, env }), {
        name: 'Changed: Active split tests',
        params: { testKey: 'pricingSetKey', variant, source: 'tester' },
        userId: 'u',
        onboardingName: 'leadership',
      }, as('uid-1'))
    const prices = () => runCallable('getPaymentPrices', pricingRequestSchema, (p, c) => getPaymentPrices(p, c, services()), { provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: { abVariants: { pricingSetKey: 'default' } } }, as('uid-1'))
    expect(await prices()).toMatchObject({ pricingSet: 'default' })
    await log('second', { STRIPE_SECRET_KEY_MAIN: 'sk_live_abc' })
    expect(await prices()).toMatchObject({ pricingSet: 'default' })
    await log('second', {})
    expect(await prices()).toMatchObject({ pricingSet: 'second', options: [{ amount: 49.99 }, { amount: 12.99 }] })
  })
})
