import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, pricingRequestSchema, statusRequestSchema } from '../../../schemas/payments/wire'
import { recordAssignments } from '../backOffice/visitors'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { createElementsSubscription, createPaymentCheckout, getPaymentPrices, getPaymentStatus } from '../payments/callables'
import { seedPaymentServices } from '../payments/paymentServicesFixture'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { fuzzCallable, type FuzzTarget } from './fuzzCallable'

const dirs = usePaymentsDirs()
const database = useTestDatabase(DATABASE_ENGINES[0])
const services = () => seedPaymentServices(database)
const context = fakeContext({ authUid: 'uid-fuzz', headers: { host: '127.0.0.1:5001' } })
const db = () => database.db
const folders = () => [dirs.dir]

const purchase = {
  provider: 'stripe',
  onboardingType: 'screendetoxexp',
  priceOptionId: 'screendetox_v1.variant-a.vip.pln',
  countryCode: 'PL',
  customerEmail: 'ola@example.com',
  pricingSet: 'variant-a',
  metadata: { abVariants: { pricingSetKey: 'variant-a' }, resultName: 'Coach', language: 'pl', discountPercent: 60 },
}
const successUrl = 'http://localhost:5173/screendetoxexp/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}'

const fuzz = async (target: Omit<FuzzTarget, 'context' | 'db' | 'folders'>) => {
  const outcomes = await fuzzCallable({ ...target, context, db, folders })
  console.info(target.name, outcomes)
  return outcomes
}

// The visitor was shown screendetoxexp's variant-a prices.
beforeEach(() => recordAssignments(database.db, 'uid-fuzz', 'screendetoxexp', { pricingSetKey: 'variant-a' }, 'exposure'))

describe('the payment callables, fuzzed', () => {
  it('getPaymentPrices', async () => {
    const base = { provider: 'stripe', onboardingType: 'screendetoxexp', countryCode: 'PL', pricingSet: 'variant-a', metadata: purchase.metadata, productInfo: { format: 'course' } }
    const outcomes = await fuzz({ name: 'getPaymentPrices', schema: pricingRequestSchema, handler: (p: never, c) => getPaymentPrices(p, c, services()), base })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('createPaymentCheckout', async () => {
    const base = { ...purchase, successUrl, cancelUrl: 'http://localhost:5173/screendetoxexp/checkout', productInfo: { format: 'course' }, locale: 'pl' }
    const outcomes = await fuzz({ name: 'createPaymentCheckout', schema: checkoutRequestSchema, handler: (p: never, c) => createPaymentCheckout(p, c, services()), base })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('createElementsSubscription', async () => {
    const base = { ...purchase, returnUrl: successUrl }
    const outcomes = await fuzz({ name: 'createElementsSubscription', schema: elementsRequestSchema, handler: (p: never, c) => createElementsSubscription(p, c, services()), base })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it.each([
    ['javascript:alert(document.cookie)', /expected an http\(s\) URL/],
    ['data:text/html,<script>alert(1)</script>', /expected an http\(s\) URL/],
    ['https://evil.example/screendetoxexp/checkout', /must be on the site's own origin/],
    ['http://localhost.evil.example/checkout', /must be on the site's own origin/],
    ['https://localhost:5173/checkout', /must be on the site's own origin/],
  ])('a return URL off the site (%s) is invalid-argument in every field that takes one, and writes nothing', async (url, message) => {
    const checkout = (data: object) => runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services()), { ...purchase, successUrl, ...data }, context)
    const elements = (data: object) => runCallable('createElementsSubscription', elementsRequestSchema, (p, c) => createElementsSubscription(p, c, services()), { ...purchase, ...data }, context)
    for (const attempt of [checkout({ successUrl: url }), checkout({ cancelUrl: url }), elements({ returnUrl: url })]) {
      await expect(attempt).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(message) })
    }
    expect(dirs.sessionFiles()).toEqual([])
    expect(await database.db.selectFrom('checkoutSessions').select('id').execute()).toEqual([])
  })

  it('SITE_URL is the allowed origin; deployed, the loopback origins are not', async () => {
    const env = { SITE_URL: 'https://funnels.example', K_SERVICE: 'createPaymentCheckout' }
    const checkout = (url: string) => runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, { ...services(), env: { ...process.env, ...env } }), { ...purchase, successUrl: url }, context)
    await expect(checkout('https://funnels.example/screendetoxexp/checkout?session_id={CHECKOUT_SESSION_ID}')).resolves.toMatchObject({ sessionId: expect.any(String) })
    await expect(checkout(successUrl)).rejects.toMatchObject({ code: 'invalid-argument', message: 'createPaymentCheckout: successUrl: must be on the site\'s own origin (https://funnels.example)' })
  })

  it('getPaymentStatus, of a session the caller made', async () => {
    const { sessionId } = await runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services()), { ...purchase, successUrl }, context)
    const outcomes = await fuzz({ name: 'getPaymentStatus', schema: statusRequestSchema, handler: (p: never, c) => getPaymentStatus(p, c, services()), base: { provider: 'stripe', sessionId } })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)
})
