// @vitest-environment jsdom
import { getByRole, getByLabelText, queryByRole } from '@testing-library/dom'
import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, type StatusAnswer } from '../../../schemas/payments/wire'
import { pageDocument, usePaymentsDirs } from './paymentsFixture'
import { sandboxCheckoutPage, type PageResponse } from './sandboxCheckout'
import { createSandboxProvider } from './sandboxProvider'

const dirs = usePaymentsDirs()
const PAGE_URL = 'http://127.0.0.1:5001/demo-funnels/us-central1/sandboxCheckout'
const SUCCESS_URL = 'https://funnels.test/parentingexp/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}&tier=gold'
const CREATED = new Date('2026-03-01T10:00:00Z')

const clock = { now: CREATED }
const provider = () => createSandboxProvider({ pageUrl: PAGE_URL, now: () => clock.now })

const checkout = (overrides: Record<string, unknown> = {}) =>
  checkoutRequestSchema.parse({
    provider: 'stripe',
    onboardingType: 'parentingexp',
    priceOptionId: 'parenting_v1.default.videoCourse.usd',
    countryCode: 'US',
    customerEmail: 'ada@example.com',
    successUrl: SUCCESS_URL,
    metadata: { tier: 'gold' },
    ...overrides,
  })

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }
const page = (session: string, query: Record<string, string> = {}) => sandboxCheckoutPage({ method: 'GET', query: { session, ...query }, form: {} }, clock.now)
const pay = (session: string, card: Partial<typeof GOOD_CARD> = {}) => sandboxCheckoutPage({ method: 'POST', query: { session }, form: { session, ...GOOD_CARD, ...card } }, clock.now)
const docOf = (response: PageResponse) => pageDocument(response.body).body

async function started(overrides: Record<string, unknown> = {}) {
  clock.now = CREATED
  const answer = await provider().createCheckout(checkout(overrides), 'uid-1')
  return { answer, id: answer.sessionId }
}

describe('sandbox checkout: create, pay on the page, status', () => {
  it('creates a session with a page URL, a file and one sink line', async () => {
    const { answer, id } = await started()
    expect(id).toMatch(/^cs_sandbox_[0-9a-f]{24}$/)
    expect(answer.url).toBe(`${PAGE_URL}?session=${id}`)
    expect(dirs.sessionFiles()).toEqual([`${id}.json`])
    expect(dirs.sessionLines()).toEqual([
      { sessionId: id, kind: 'checkout', onboardingType: 'parentingexp', priceOptionId: 'parenting_v1.default.videoCourse.usd', userId: 'uid-1', email: 'ada@example.com', mode: 'payment', createdAt: CREATED.toISOString() },
    ])
    expect(await provider().getStatus(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', paid: false, mode: 'payment' })
  })

  it('shows a labelled card form with the product, the price, the pay button and a cancel link', async () => {
    const { id } = await started()
    const response = await page(id)
    expect(response).toMatchObject({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } })
    const body = docOf(response)
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Video course')
    expect(body.textContent).toContain('$27.00, one-time payment')
    // The formats were never sold at another price: nothing is struck through.
    expect(body.textContent).not.toContain('Was ')
    expect(body.textContent).toContain('This is a test payment page. No real money is charged.')
    for (const label of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)', 'Name on card']) expect(getByLabelText(body, label).tagName).toBe('INPUT')
    expect(getByLabelText(body, 'Card number').getAttribute('autocomplete')).toBe('cc-number')
    expect(getByRole(body, 'button', { name: 'Pay $27.00' })).toBeTruthy()
    // The cancel URL is the success URL turned around: payment_cancelled instead of the return and the session id.
    expect(getByRole(body, 'link', { name: 'Cancel' }).getAttribute('href')).toBe('https://funnels.test/parentingexp/checkout?tier=gold&payment_cancelled=true')
    expect(body.querySelector('form')?.getAttribute('target')).toBeNull()
  })

  it('a good card completes the session and answers 303 to the success URL with the session id', async () => {
    const { id } = await started()
    clock.now = new Date(CREATED.getTime() + 60_000)
    const response = await pay(id)
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe(`https://funnels.test/parentingexp/checkout?payment_return=true&session_id=${id}&tier=gold`)
    const status = await provider().getStatus(id)
    expect(status).toEqual<StatusAnswer>({
      sessionId: id,
      status: 'complete',
      paymentStatus: 'paid',
      paid: true,
      mode: 'payment',
      customerId: expect.stringMatching(/^cus_sandbox_/),
      customerEmail: 'ada@example.com',
      priceOptionId: 'parenting_v1.default.videoCourse.usd',
      planId: 'videoCourse',
      lookupKey: 'parenting_v1.default.videoCourse.usd',
      productId: 'parenting_v1.videoCourse',
      amount: 27,
      fullPrice: 27,
      currency: 'USD',
      interval: 'once',
      transactionId: expect.stringMatching(/^pi_sandbox_/),
    })
    // Paying again (a double click) goes on to the same place and changes nothing.
    expect((await pay(id)).headers.location).toBe(response.headers.location)
    expect(await provider().getStatus(id)).toEqual(status)
    // The page of a paid session says so and links on.
    const body = docOf(await page(id))
    expect(getByRole(body, 'heading').textContent).toBe('Payment complete')
    expect(queryByRole(body, 'button')).toBeNull()
  })

  it('a trial starts with "Start free trial" and completes without payment', async () => {
    const { id } = await started({ onboardingType: 'leadership', priceOptionId: 'yearly' })
    const body = docOf(await page(id))
    expect(body.textContent).toContain('7-day free trial, then $59.99 per year')
    expect(getByRole(body, 'button', { name: 'Start free trial' })).toBeTruthy()
    expect((await pay(id)).status).toBe(303)
    expect(await provider().getStatus(id)).toMatchObject({ paid: true, status: 'complete', paymentStatus: 'no_payment_required', mode: 'subscription', amount: 0, fullPrice: 59.99, trialDays: 7, transactionId: expect.stringMatching(/^sub_sandbox_/) })
  })

  it('a declined card shows "Your card was declined." and pays nothing', async () => {
    const { id } = await started()
    const response = await pay(id, { number: '4000 0000 0000 0002' })
    expect(response.status).toBe(402)
    const body = docOf(response)
    expect(getByRole(body, 'alert').textContent).toBe('Your card was declined.')
    expect((getByLabelText(body, 'Name on card') as HTMLInputElement).value).toBe('Ada Lovelace')
    expect((getByLabelText(body, 'Security code (CVC)') as HTMLInputElement).value).toBe('')
    expect(await provider().getStatus(id)).toMatchObject({ status: 'open', paymentStatus: 'unpaid', paid: false })
    expect(await provider().getStatus(id)).not.toHaveProperty('transactionId')
  })

  it.each([
    [{ number: '4242' }, 'Your card number is incomplete.', 'Card number'],
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.', 'Card number'],
    [{ expiry: '13/30' }, "Your card's expiration date is incomplete.", 'Expiry date (MM/YY)'],
    [{ expiry: '02/26' }, "Your card's expiration date is in the past.", 'Expiry date (MM/YY)'],
    [{ cvc: '12' }, "Your card's security code is incomplete.", 'Security code (CVC)'],
    [{ name: ' ' }, 'Enter the name on your card.', 'Name on card'],
  ])('malformed input %j: 400 with a clear message on the field', async (card, message, label) => {
    const { id } = await started()
    const response = await pay(id, card)
    expect(response.status).toBe(400)
    const body = docOf(response)
    expect(getByRole(body, 'alert').textContent).toBe(message)
    expect(getByLabelText(body, label).getAttribute('aria-invalid')).toBe('true')
    expect(await provider().getStatus(id)).toMatchObject({ paid: false })
  })

  it('cancelling leaves the session open and unpaid; after 24 hours it expires', async () => {
    const { id } = await started({ cancelUrl: 'https://funnels.test/parentingexp/checkout?payment_cancelled=true' })
    expect(getByRole(docOf(await page(id)), 'link', { name: 'Cancel' }).getAttribute('href')).toBe('https://funnels.test/parentingexp/checkout?payment_cancelled=true')
    expect(await provider().getStatus(id)).toMatchObject({ status: 'open', paid: false })
    clock.now = new Date(CREATED.getTime() + 24 * 60 * 60 * 1000 + 1)
    expect(await provider().getStatus(id)).toMatchObject({ status: 'expired', paid: false })
    expect((await page(id)).status).toBe(410)
    expect((await pay(id)).status).toBe(410)
  })

  it('unknown sessions: status not-found, page 404, ids that are not ours never reach the disk', async () => {
    await expect(provider().getStatus('cs_sandbox_000000000000000000000000')).rejects.toMatchObject({ code: 'not-found' })
    await expect(provider().getStatus('../../etc/passwd')).rejects.toMatchObject({ code: 'not-found' })
    expect((await page('../sinks/paymentSessions')).status).toBe(404)
    expect((await sandboxCheckoutPage({ method: 'GET', query: {}, form: {} })).status).toBe(404)
    expect((await sandboxCheckoutPage({ method: 'PUT', query: {}, form: {} })).status).toBe(405)
  })

  it('an unknown price option is not-found and creates nothing', async () => {
    await expect(provider().createCheckout(checkout({ priceOptionId: 'gold' }), 'uid-1')).rejects.toMatchObject({ code: 'not-found' })
    expect(dirs.sessionLines()).toEqual([])
  })

  it('escapes everything the request put on the page', async () => {
    const hostile = 'https://funnels.test/x?a="><script>alert(1)</script>'
    const { id } = await started({ cancelUrl: hostile })
    const response = await pay(id, { number: '4000000000000002', name: '<img src=x onerror=alert(1)>"' })
    expect(response.body).not.toContain('<script>')
    expect(response.body).not.toContain('<img')
    const body = docOf(response)
    expect(getByRole(body, 'link', { name: 'Cancel' }).getAttribute('href')).toBe(hostile)
    expect((getByLabelText(body, 'Name on card') as HTMLInputElement).value).toBe('<img src=x onerror=alert(1)>"')
  })

  it('speaks Polish for a Polish locale, with złoty after the number', async () => {
    const { id } = await started({ locale: 'pl-PL', countryCode: 'PL', priceOptionId: 'videoCourse' })
    const body = docOf(await page(id))
    expect(body.ownerDocument.documentElement.lang).toBe('pl')
    expect(getByRole(body, 'button', { name: 'Zapłać 97,00 zł' })).toBeTruthy()
    expect(getByLabelText(body, 'Numer karty')).toBeTruthy()
    expect(getByRole(docOf(await pay(id, { number: '4000000000000002' })), 'alert').textContent).toBe('Twoja karta została odrzucona.')
  })

  it('keeps sessions on disk: a new provider (an emulator restart) answers for an earlier session', async () => {
    const { id } = await started()
    await pay(id)
    expect(await createSandboxProvider({ pageUrl: 'http://elsewhere.test/p' }).getStatus(id)).toMatchObject({ paid: true })
  })
})

describe('sandbox elements subscription: the inline form', () => {
  const elements = (overrides: Record<string, unknown> = {}) =>
    elementsRequestSchema.parse({
      provider: 'stripe',
      onboardingType: 'deeps',
      priceOptionId: 'ds_v1.default.yearly-full.usd.off60',
      countryCode: 'US',
      customerEmail: 'grace@example.com',
      returnUrl: 'https://funnels.test/deeps/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
      ...overrides,
    })

  it('answers mode sandbox with an embedded form URL and a client secret; the form pays from the frame to the top window', async () => {
    clock.now = CREATED
    const answer = await provider().createElementsSubscription(elements(), 'uid-2')
    if (answer.mode !== 'sandbox') throw new Error('expected the sandbox')
    expect(answer.formUrl).toBe(`${PAGE_URL}?session=${answer.sessionId}&embedded=1`)
    expect(answer.clientSecret).toMatch(new RegExp(`^${answer.sessionId}_secret_`))
    expect(answer.subscriptionId).toMatch(/^sub_sandbox_/)
    expect(dirs.sessionLines()).toEqual([expect.objectContaining({ sessionId: answer.sessionId, kind: 'elements', mode: 'subscription', userId: 'uid-2' })])

    const body = docOf(await page(answer.sessionId, { embedded: '1' }))
    expect(body.querySelector('form')?.getAttribute('target')).toBe('_top')
    expect(body.querySelector('form')?.getAttribute('action')).toBe(`?session=${answer.sessionId}&embedded=1`)
    expect(body.textContent).toContain('60% off the full price of $99.99')
    expect(body.textContent).not.toContain('Was ')
    expect(getByRole(body, 'button', { name: 'Pay $40.00' })).toBeTruthy()
    expect(getByRole(body, 'link', { name: 'Cancel' }).getAttribute('href')).toBe('https://funnels.test/deeps/checkout?payment_cancelled=true')

    const paid = await pay(answer.sessionId)
    expect(paid.headers.location).toBe(`https://funnels.test/deeps/checkout?payment_return=true&session_id=${answer.sessionId}`)
    expect(await provider().getStatus(answer.sessionId)).toMatchObject({ paid: true, paymentStatus: 'paid', amount: 40, fullPrice: 99.99, discountedPrice: 40, transactionId: answer.subscriptionId })
  })

  it('a one-time product is a payment; without a return URL the page ends with a confirmation', async () => {
    const answer = await provider().createElementsSubscription(elements({ onboardingType: 'screendetox', priceOptionId: 'start', countryCode: 'PL', returnUrl: undefined }), null)
    expect(answer.subscriptionId).toMatch(/^pi_sandbox_/)
    expect(docOf(await page(answer.sessionId, { embedded: '1' })).textContent).toContain('Was 197.00 zł')
    const done = await pay(answer.sessionId)
    expect(done.status).toBe(200)
    expect(getByRole(docOf(done), 'heading').textContent).toBe('Payment complete')
    expect(await provider().getStatus(answer.sessionId)).toMatchObject({ paid: true, mode: 'payment', currency: 'PLN', amount: 97 })
  })
})
