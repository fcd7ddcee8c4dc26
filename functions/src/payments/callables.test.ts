import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, pricingRequestSchema, statusRequestSchema } from '../../../schemas/payments/wire'
import { recordAssignments } from '../backOffice/visitors'
import { runCallable } from '../callable'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { providerFor } from './accounts'
import { createElementsSubscription, createPaymentCheckout, getPaymentPrices, getPaymentStatus, serveSandboxCheckout, type HttpResponse } from './callables'
import { seedPaymentServices } from './paymentServicesFixture'
import { usePaymentsDirs } from './paymentsFixture'
import { cancelUrlOf, sandboxPageUrl, successUrlFor } from './urls'

const dirs = usePaymentsDirs()
const host = fakeContext({ authUid: 'uid-7', headers: { host: '127.0.0.1:5001' } })

const checkoutPayload = {
  provider: 'stripe',
  onboardingType: 'screendetoxexp',
  priceOptionId: 'screendetox_v1.variant-a.vip.pln',
  countryCode: 'PL',
  customerEmail: 'ola@example.com',
  successUrl: 'http://localhost:5173/screendetoxexp/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
  locale: 'pl',
}

// The payment callables need the system of record (sessions, assignments); one engine is enough here.
const database = useTestDatabase(DATABASE_ENGINES[0])
const services = () => seedPaymentServices(database)
const call = {
  prices: (data: unknown) => runCallable('getPaymentPrices', pricingRequestSchema, (p, c) => getPaymentPrices(p, c, services()), data, host),
  checkout: (data: unknown) => runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services()), data, host),
  status: (data: unknown) => runCallable('getPaymentStatus', statusRequestSchema, (p, c) => getPaymentStatus(p, c, services()), data, host),
  elements: (data: unknown) => runCallable('createElementsSubscription', elementsRequestSchema, (p, c) => createElementsSubscription(p, c, services()), data, host),
}

// The visitor was shown (and so is charged) screendetoxexp's variant-a prices.
beforeEach(() => recordAssignments(database.db, 'uid-7', 'screendetoxexp', { pricingSetKey: 'variant-a' }, 'exposure'))

describe('payment callables on the sandbox', () => {
  it('prices, checkout with the caller’s uid, then status from the provider’s own record', async () => {
    expect(await call.prices({ provider: 'stripe', onboardingType: 'screendetoxexp', countryCode: 'PL', pricingSet: 'variant-a', metadata: {} })).toMatchObject({
      lookupKey: 'screendetox_v1',
      currency: 'PLN',
      options: [{ planId: 'start', amount: 77 }, { planId: 'silver' }, { planId: 'gold' }, { planId: 'vip', amount: 397 }],
    })
    const { sessionId, url } = await call.checkout(checkoutPayload)
    expect(url).toBe(`http://127.0.0.1:5001/demo-funnels/us-central1/sandboxCheckout?session=${sessionId}`)
    expect(dirs.sessionLines()).toEqual([expect.objectContaining({ sessionId, userId: 'uid-7', onboardingType: 'screendetoxexp', priceOptionId: 'screendetox_v1.variant-a.vip.pln' })])
    expect(await call.status({ provider: 'stripe', sessionId })).toMatchObject({ sessionId, paid: false, status: 'open', amount: 397, currency: 'PLN' })
  })

  it.each([
    [{ ...checkoutPayload, provider: 'paypal' }, 'provider'],
    [{ ...checkoutPayload, customerEmail: 'not-an-email' }, 'customerEmail'],
    [{ ...checkoutPayload, countryCode: 'pl' }, 'countryCode'],
    [{ ...checkoutPayload, successUrl: 'checkout' }, 'successUrl'],
    [{ ...checkoutPayload, priceOptionId: '' }, 'priceOptionId'],
  ])('createPaymentCheckout rejects %j naming %s', async (data, field) => {
    await expect(call.checkout(data)).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(new RegExp(`^createPaymentCheckout: .*${field}: `)) })
    expect(dirs.sessionLines()).toEqual([])
  })

  it('invalid payloads of the other callables name their fields', async () => {
    await expect(call.prices({ provider: 'stripe', onboardingType: 'deeps', countryCode: 'US', metadata: {} })).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('pricingSet') })
    await expect(call.status({ provider: 'stripe' })).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('sessionId') })
    await expect(call.elements(null)).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(/^createElementsSubscription: data: /) })
  })

  it('not-found for an unknown price option or session', async () => {
    await expect(call.checkout({ ...checkoutPayload, priceOptionId: 'platinum' })).rejects.toMatchObject({ code: 'not-found' })
    await expect(call.status({ provider: 'stripe', sessionId: 'cs_sandbox_0123456789abcdef01234567' })).rejects.toMatchObject({ code: 'not-found' })
    // Without a Stripe key a Stripe session id is nobody's.
    await expect(call.status({ provider: 'stripe', sessionId: 'cs_test_a1' })).rejects.toMatchObject({ code: 'not-found' })
  })

  it('createElementsSubscription answers the sandbox’s embedded form', async () => {
    const answer = await call.elements({ ...checkoutPayload, successUrl: undefined, returnUrl: checkoutPayload.successUrl })
    expect(answer).toMatchObject({ mode: 'sandbox', formUrl: expect.stringMatching(/sandboxCheckout\?session=cs_sandbox_\w+&embedded=1$/) })
  })
})

describe('providerFor', () => {
  it('uses Stripe for an account with a secret key and the sandbox for one without (spec 7 accounts)', () => {
    const env = { STRIPE_SECRET_KEY_MAIN: 'sk_test_main' }
    expect(['leadership', 'parenting', 'parentingexp', 'deeps', 'demo'].map((type) => providerFor(type, host, env).kind)).toEqual(['stripe', 'stripe', 'stripe', 'stripe', 'stripe'])
    expect(['screendetox', 'screendetoxexp'].map((type) => providerFor(type, host, env).kind)).toEqual(['sandbox', 'sandbox'])
    expect(providerFor('screendetox', host, { STRIPE_SECRET_KEY_SCREENDETOX: 'sk_live_detox' }).kind).toBe('stripe')
  })
})

describe('URLs', () => {
  it('the sandbox page is on the host that made the call, or SANDBOX_CHECKOUT_URL, or the deployed function', () => {
    const headers = fakeContext({ headers: { host: 'localhost:5101', 'x-forwarded-proto': 'https' } })
    expect(sandboxPageUrl(headers, { GCLOUD_PROJECT: 'demo-x' })).toBe('https://localhost:5101/demo-x/us-central1/sandboxCheckout')
    expect(sandboxPageUrl(headers, { SANDBOX_CHECKOUT_URL: 'http://pay.test/page' })).toBe('http://pay.test/page')
    expect(sandboxPageUrl(headers, { K_SERVICE: 'createpaymentcheckout', GCLOUD_PROJECT: 'acme' })).toBe('https://us-central1-acme.cloudfunctions.net/sandboxCheckout')
  })

  it('success and cancel URLs keep the other parameters', () => {
    const success = 'https://f.test/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}&tier=pro'
    expect(successUrlFor(success, 'cs_1')).toBe('https://f.test/leadership/checkout?payment_return=true&session_id=cs_1&tier=pro')
    expect(successUrlFor(success.replace('{CHECKOUT_SESSION_ID}', '%7BCHECKOUT_SESSION_ID%7D'), 'cs_1')).toBe('https://f.test/leadership/checkout?payment_return=true&session_id=cs_1&tier=pro')
    expect(cancelUrlOf(success)).toBe('https://f.test/leadership/checkout?tier=pro&payment_cancelled=true')
    expect(cancelUrlOf(success, 'https://f.test/back')).toBe('https://f.test/back')
  })
})

describe('serveSandboxCheckout (the onRequest handler)', () => {
  function response() {
    const sent: { status?: number; headers?: Record<string, string>; body?: string } = {}
    const res: HttpResponse = {
      status: (code) => ((sent.status = code), res),
      set: (headers) => ((sent.headers = headers), res),
      send: (body) => (sent.body = body),
    }
    return { res, sent }
  }

  it('reads the form from a parsed body or from the raw bytes, and answers 303 on a good card', async () => {
    const { sessionId } = await call.checkout(checkoutPayload)
    const form = { session: sessionId, number: '4000000000000002', expiry: '12/40', cvc: '123', name: 'Ola' }
    const declined = response()
    await serveSandboxCheckout({ method: 'POST', query: { session: sessionId }, body: form }, declined.res)
    expect(declined.sent.status).toBe(402)
    expect(declined.sent.body).toContain('Twoja karta została odrzucona.')

    const paid = response()
    const raw = Buffer.from(new URLSearchParams({ ...form, number: '4242424242424242' }).toString())
    await serveSandboxCheckout({ method: 'POST', query: {}, body: raw, rawBody: raw }, paid.res)
    expect(paid.sent).toMatchObject({ status: 303, headers: { location: `http://localhost:5173/screendetoxexp/checkout?payment_return=true&session_id=${sessionId}` } })
    expect(await call.status({ provider: 'stripe', sessionId })).toMatchObject({ paid: true, paymentStatus: 'paid', transactionId: expect.stringMatching(/^pi_sandbox_/) })
  })

  it('a GET shows the page; a query value that is not a string is ignored', async () => {
    const { sessionId } = await call.checkout(checkoutPayload)
    const page = response()
    await serveSandboxCheckout({ method: 'GET', query: { session: sessionId, embedded: ['1', '2'] } }, page.res)
    expect(page.sent.status).toBe(200)
    expect(page.sent.body).toContain('Zapłać 397,00 zł')
    expect(page.sent.body).not.toContain('target="_top"')
  })
})
