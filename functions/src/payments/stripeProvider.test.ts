import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from 'firebase-functions/logger'
import { checkoutRequestSchema, elementsRequestSchema } from '../../../schemas/payments/wire'
import { statusFromProviders } from './accounts'
import { createStripeProvider } from './stripeProvider'
import { startStripeStandIn, type RecordedRequest, type StripeStandIn } from './stripeStandIn'

let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
})
afterAll(() => stripe.close())
beforeEach(() => {
  stripe.requests.length = 0
  vi.spyOn(logger, 'warn').mockImplementation(() => {})
})

const settings = () => ({ secretKey: 'sk_test_main', publishableKey: 'pk_test_main', host: '127.0.0.1', port: stripe.port, protocol: 'http' as const, maxNetworkRetries: 0 })
const provider = () => createStripeProvider(settings())

const list = (data: unknown[]) => ({ body: { object: 'list', data, has_more: false, url: '/v1/prices' } })

function price(lookupKey: string, unitAmount: number, currency = 'usd', recurring: string | null = 'year', metadata: Record<string, string> = {}) {
  return { id: `price_${lookupKey.replace(/\W/g, '_')}`, object: 'price', active: true, lookup_key: lookupKey, unit_amount: unitAmount, currency, product: `prod_${lookupKey.split('.')[2]}`, recurring: recurring ? { interval: recurring } : null, metadata, type: recurring ? 'recurring' : 'one_time' }
}

/** Answers prices.list with the given prices, filtered by the lookup keys asked for. */
function servePrices(...prices: ReturnType<typeof price>[]) {
  stripe.route('GET', '/v1/prices', (request) => {
    const asked = request.all.filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value)
    return list(prices.filter((candidate) => asked.includes(candidate.lookup_key)))
  })
}

const only = (method: string, path: string): RecordedRequest => {
  const found = stripe.requests.filter((request) => request.method === method && request.path === path)
  expect(found).toHaveLength(1)
  return found[0] as RecordedRequest
}
const values = (request: RecordedRequest, prefix: string) => request.all.filter(([key]) => key.startsWith(prefix)).map(([, value]) => value)

const checkout = (overrides: Record<string, unknown> = {}) =>
  checkoutRequestSchema.parse({
    provider: 'stripe',
    onboardingType: 'leadership',
    priceOptionId: 'leadership_v1.default.yearly.usd',
    countryCode: 'US',
    customerEmail: 'ada@example.com',
    successUrl: 'https://funnels.test/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
    locale: 'pl-PL',
    metadata: { abLabel: 'second', nested: { ignored: true } },
    ...overrides,
  })

describe('Stripe prices', () => {
  it('asks for the set’s prices by lookup key and answers Stripe’s amounts, currency and product', async () => {
    // A struck price in Stripe's metadata is not history: the server shows none.
    servePrices(price('leadership_v1.default.yearly.usd', 5999, 'usd', 'year', { original_amount: '119.99' }), price('leadership_v1.default.monthly.usd', 1499, 'usd', 'month'))
    const answer = await provider().getPrices({ provider: 'stripe', onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} })
    const request = only('GET', '/v1/prices')
    expect(values(request, 'lookup_keys')).toEqual(['leadership_v1.default.yearly.usd', 'leadership_v1.default.monthly.usd'])
    expect(request.params.active).toBe('true')
    expect(request.authorization).toBe('Bearer sk_test_main')
    expect(answer).toEqual({
      lookupKey: 'leadership_v1',
      countryCode: 'US',
      pricingSet: 'default',
      currency: 'USD',
      options: [
        { id: 'leadership_v1.default.yearly.usd', planId: 'yearly', lookupKey: 'leadership_v1.default.yearly.usd', productId: 'prod_yearly', amount: 59.99, currency: 'USD', interval: 'year', trialDays: 7 },
        { id: 'leadership_v1.default.monthly.usd', planId: 'monthly', lookupKey: 'leadership_v1.default.monthly.usd', productId: 'prod_monthly', amount: 14.99, currency: 'USD', interval: 'month', trialDays: 7 },
      ],
    })
  })

  it('applies the deeps discount to Stripe’s full price and leaves out options Stripe has no price for', async () => {
    servePrices(price('ds_v1.default.yearly-full.eur', 8999, 'eur'))
    const answer = await provider().getPrices({ provider: 'stripe', onboardingType: 'deeps', countryCode: 'DE', pricingSet: 'default', metadata: { discountPercent: 70 } })
    expect(answer.options).toEqual([expect.objectContaining({ id: 'ds_v1.default.yearly-full.eur.off70', amount: 27, discountPercent: 70, currency: 'EUR' })])
    // The coupon keeps its percent; the full price was never charged, so it is not struck through.
    expect(answer.options[0]).not.toHaveProperty('originalAmount')
    expect(logger.warn).toHaveBeenCalledWith('Stripe prices missing; those options are left out', { missing: ['ds_v1.default.monthly-full.eur'] })
  })

  it("keeps the catalogue's reference price only while Stripe charges the catalogue's price", async () => {
    servePrices(price('screendetox_v1.default.start.pln', 9700, 'pln'), price('screendetox_v1.default.silver.pln', 19700, 'pln'))
    const poland = await provider().getPrices({ provider: 'stripe', onboardingType: 'screendetox', countryCode: 'PL', pricingSet: 'default', metadata: {} })
    expect(poland.options.map((option) => [option.planId, option.amount, option.originalAmount])).toEqual([
      ['start', 97, 197],
      ['silver', 197, undefined],
    ])
    stripe.requests.length = 0
    servePrices(price('screendetox_v1.default.start.usd', 2900, 'usd'))
    const elsewhere = await provider().getPrices({ provider: 'stripe', onboardingType: 'screendetox', countryCode: 'US', pricingSet: 'default', metadata: {} })
    expect(elsewhere.options).toEqual([expect.objectContaining({ planId: 'start', amount: 29, currency: 'USD' })])
    expect(elsewhere.options[0]).not.toHaveProperty('originalAmount')
  })

  it('answers not-found when Stripe has none of the prices', async () => {
    servePrices()
    await expect(provider().getPrices({ provider: 'stripe', onboardingType: 'parentingexp', countryCode: 'US', pricingSet: 'low', metadata: {} })).rejects.toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('parenting_v1.low.pdfAudioToolkit.usd'),
    })
  })
})

describe('Stripe prices shown, kept a minute per instance', () => {
  const leadership = { provider: 'stripe' as const, onboardingType: 'leadership', countryCode: 'US', pricingSet: 'default', metadata: {} }
  const pricesAsked = () => stripe.requests.filter((request) => request.method === 'GET' && request.path === '/v1/prices').length
  const yearly = (amount: number) => price('leadership_v1.default.yearly.usd', amount)

  it('a second paywall within the minute is answered without asking Stripe; after it, Stripe is asked again', async () => {
    let clock = 0
    const cached = createStripeProvider(settings(), { now: () => clock })
    servePrices(yearly(5999))
    expect((await cached.getPrices(leadership)).options[0]?.amount).toBe(59.99)
    servePrices(yearly(4999))
    clock = 59_999
    expect((await cached.getPrices(leadership)).options[0]?.amount).toBe(59.99)
    expect(pricesAsked()).toBe(1)
    clock = 60_000
    expect((await cached.getPrices(leadership)).options[0]?.amount).toBe(49.99)
    expect(pricesAsked()).toBe(2)
  })

  it('paywalls at once share one request, another set of plans is asked for on its own, and a failure is not kept', async () => {
    const cached = createStripeProvider(settings())
    servePrices(yearly(5999), price('leadership_v1.default.monthly.usd', 1499, 'usd', 'month'), price('screendetox_v1.default.start.usd', 2700, 'usd', null))
    await Promise.all([cached.getPrices(leadership), cached.getPrices(leadership), cached.getPrices(leadership)])
    expect(pricesAsked()).toBe(1)
    await cached.getPrices({ ...leadership, onboardingType: 'screendetox' })
    expect(pricesAsked()).toBe(2)

    const failing = createStripeProvider(settings())
    stripe.route('GET', '/v1/prices', () => ({ status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end' } } }))
    await expect(failing.getPrices(leadership)).rejects.toMatchObject({ code: 'unavailable' })
    servePrices(yearly(5999))
    expect((await failing.getPrices(leadership)).options[0]?.amount).toBe(59.99)
  })

  it('checkout never uses the kept prices: the price charged is Stripe’s current one', async () => {
    const cached = createStripeProvider(settings())
    servePrices(yearly(5999))
    await cached.getPrices(leadership)
    servePrices({ ...yearly(4999), id: 'price_new' })
    stripe.route('POST', '/v1/checkout/sessions', () => ({ body: { id: 'cs_test_2', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_2' } }))
    await cached.createCheckout(checkout(), 'uid-1')
    expect(pricesAsked()).toBe(2)
    expect(only('POST', '/v1/checkout/sessions').params['line_items[0][price]']).toBe('price_new')
  })
})

describe('Stripe checkout', () => {
  const created = { body: { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' } }

  it('a trial plan: a subscription session with 7 trial days, the URLs, the user and the metadata', async () => {
    servePrices(price('leadership_v1.default.yearly.usd', 5999))
    stripe.route('POST', '/v1/checkout/sessions', () => created)
    expect(await provider().createCheckout(checkout(), 'uid-1')).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    const { params } = only('POST', '/v1/checkout/sessions')
    expect(params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_leadership_v1_default_yearly_usd',
      'line_items[0][quantity]': '1',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][planId]': 'yearly',
      customer_email: 'ada@example.com',
      success_url: 'https://funnels.test/leadership/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://funnels.test/leadership/checkout?payment_cancelled=true',
      client_reference_id: 'uid-1',
      locale: 'pl',
      'metadata[priceOptionId]': 'leadership_v1.default.yearly.usd',
      'metadata[lookupKey]': 'leadership_v1.default.yearly.usd',
      'metadata[pricingSet]': 'default',
      'metadata[trialDays]': '7',
      'metadata[abLabel]': 'second',
      'metadata[userId]': 'uid-1',
    })
    expect(params).not.toHaveProperty('metadata[nested]')
    expect(Object.keys(params).some((key) => key.startsWith('discounts') || key.startsWith('payment_intent_data'))).toBe(false)
  })

  it('passes the idempotency key as the SDK request option; resumes an open session by id', async () => {
    servePrices(price('leadership_v1.default.yearly.usd', 5999))
    stripe.route('POST', '/v1/checkout/sessions', () => created)
    await provider().createCheckout(checkout(), 'uid-1', { idempotencyKey: 'key-1:first' })
    expect(only('POST', '/v1/checkout/sessions').idempotencyKey).toBe('key-1:first')
    stripe.route('GET', '/v1/checkout/sessions/cs_test_1', () => ({ body: { ...created.body, status: 'open' } }))
    expect(await provider().resumeCheckout('cs_test_1')).toEqual({ sessionId: 'cs_test_1', url: created.body.url })
    stripe.route('GET', '/v1/checkout/sessions/cs_test_1', () => ({ body: { ...created.body, status: 'complete' } }))
    expect(await provider().resumeCheckout('cs_test_1')).toBeNull()
  })

  it('a deeps discount: the percent coupon, no trial', async () => {
    servePrices(price('ds_v1.default.monthly-full.usd', 2999, 'usd', 'month'))
    stripe.route('POST', '/v1/checkout/sessions', () => created)
    await provider().createCheckout(checkout({ onboardingType: 'deeps', priceOptionId: 'ds_v1.default.monthly-full.usd.off60', cancelUrl: 'https://funnels.test/deeps/back', locale: 'ja' }), null)
    const { params } = only('POST', '/v1/checkout/sessions')
    expect(params).toMatchObject({ mode: 'subscription', 'discounts[0][coupon]': 'percent_off_60', 'metadata[discountPercent]': '60', cancel_url: 'https://funnels.test/deeps/back', locale: 'auto' })
    expect(params).not.toHaveProperty('subscription_data[trial_period_days]')
    expect(params).not.toHaveProperty('client_reference_id')
  })

  it('a one-time product: a payment session that creates a customer', async () => {
    servePrices(price('screendetox_v1.default.gold.pln', 29700, 'pln', null))
    stripe.route('POST', '/v1/checkout/sessions', () => created)
    await provider().createCheckout(checkout({ onboardingType: 'screendetox', priceOptionId: 'gold', countryCode: 'PL' }), 'uid-1')
    const { params } = only('POST', '/v1/checkout/sessions')
    expect(params).toMatchObject({ mode: 'payment', customer_creation: 'always', 'payment_intent_data[metadata][planId]': 'gold', 'line_items[0][price]': 'price_screendetox_v1_default_gold_pln' })
    expect(Object.keys(params).some((key) => key.startsWith('subscription_data'))).toBe(false)
  })

  it('not-found for an unknown option or a price Stripe lacks; unavailable with Stripe’s message on its errors', async () => {
    await expect(provider().createCheckout(checkout({ priceOptionId: 'lifetime' }), null)).rejects.toMatchObject({ code: 'not-found' })
    servePrices()
    await expect(provider().createCheckout(checkout(), null)).rejects.toMatchObject({ code: 'not-found', message: expect.stringContaining('leadership_v1.default.yearly.usd') })
    servePrices(price('leadership_v1.default.yearly.usd', 5999))
    stripe.route('POST', '/v1/checkout/sessions', () => ({ status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on our end' } } }))
    await expect(provider().createCheckout(checkout(), null)).rejects.toMatchObject({ code: 'unavailable', message: 'Payment service unavailable: Something went wrong on our end' })
  })

  it('unavailable when Stripe cannot be reached', async () => {
    const closed = await startStripeStandIn()
    await closed.close()
    const offline = createStripeProvider({ ...settings(), port: closed.port })
    await expect(offline.getStatus('cs_test_1')).rejects.toMatchObject({ code: 'unavailable', message: expect.stringMatching(/^Payment service unavailable: /) })
  })
})

describe('Stripe status', () => {
  const session = (overrides: Record<string, unknown>) => ({
    body: {
      id: 'cs_test_1',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'no_payment_required',
      mode: 'subscription',
      customer: 'cus_1',
      customer_details: { email: 'ada@example.com' },
      customer_email: null,
      metadata: { priceOptionId: 'ds_v1.default.yearly-full.usd.off60', planId: 'yearly', lookupKey: 'ds_v1.default.yearly-full.usd', discountPercent: '60' },
      line_items: { object: 'list', data: [{ id: 'li_1', object: 'item', price: price('ds_v1.default.yearly-full.usd', 9999) }], has_more: false },
      amount_total: 4000,
      currency: 'usd',
      subscription: 'sub_1',
      payment_intent: null,
      ...overrides,
    },
  })

  it('retrieves the session with its line items and maps it: complete and paid is paid', async () => {
    stripe.route('GET', '/v1/checkout/sessions/cs_test_1', () => session({ payment_status: 'paid' }))
    const status = await provider().getStatus('cs_test_1')
    expect(values(only('GET', '/v1/checkout/sessions/cs_test_1'), 'expand')).toEqual(['line_items'])
    expect(status).toEqual({
      sessionId: 'cs_test_1',
      status: 'complete',
      paymentStatus: 'paid',
      paid: true,
      mode: 'subscription',
      customerId: 'cus_1',
      customerEmail: 'ada@example.com',
      priceOptionId: 'ds_v1.default.yearly-full.usd.off60',
      planId: 'yearly',
      lookupKey: 'ds_v1.default.yearly-full.usd',
      productId: 'prod_yearly-full',
      fullPrice: 99.99,
      discountedPrice: 40,
      interval: 'year',
      amount: 40,
      currency: 'USD',
      transactionId: 'sub_1',
    })
  })

  it.each([
    [{ status: 'complete', payment_status: 'no_payment_required' }, true],
    [{ status: 'complete', payment_status: 'unpaid' }, false],
    [{ status: 'open', payment_status: 'unpaid' }, false],
    [{ status: 'expired', payment_status: 'unpaid' }, false],
  ])('%j is paid: %s', async (state, paid) => {
    stripe.route('GET', '/v1/checkout/sessions/cs_test_1', () => session(state))
    expect(await provider().getStatus('cs_test_1')).toMatchObject({ ...{ status: state.status, paymentStatus: state.payment_status }, paid })
  })

  it('an unknown session is not-found', async () => {
    await expect(provider().getStatus('cs_test_unknown')).rejects.toMatchObject({ code: 'not-found' })
  })

  it('an Elements subscription is paid once active, or trialing with its card saved', async () => {
    const subscription = (status: string, setupStatus: string | null) => ({
      body: {
        id: 'sub_9',
        object: 'subscription',
        status,
        customer: 'cus_9',
        currency: 'usd',
        metadata: { planId: 'yearly', email: 'ada@example.com', trialDays: '7' },
        items: { object: 'list', data: [{ id: 'si_1', price: price('leadership_v1.default.yearly.usd', 5999) }] },
        latest_invoice: { id: 'in_1', object: 'invoice', amount_paid: 0 },
        pending_setup_intent: setupStatus ? { id: 'seti_1', object: 'setup_intent', status: setupStatus } : null,
      },
    })
    stripe.route('GET', '/v1/subscriptions/sub_9', () => subscription('trialing', 'requires_payment_method'))
    expect(await provider().getStatus('sub_9')).toMatchObject({ status: 'open', paid: false })
    expect(values(stripe.requests[0] as RecordedRequest, 'expand')).toEqual(['latest_invoice', 'pending_setup_intent'])
    stripe.route('GET', '/v1/subscriptions/sub_9', () => subscription('trialing', 'succeeded'))
    expect(await provider().getStatus('sub_9')).toMatchObject({ status: 'complete', paymentStatus: 'no_payment_required', paid: true, trialDays: 7, customerEmail: 'ada@example.com', amount: 0, fullPrice: 59.99, transactionId: 'sub_9' })
    stripe.route('GET', '/v1/subscriptions/sub_9', () => subscription('incomplete_expired', null))
    expect(await provider().getStatus('sub_9')).toMatchObject({ status: 'expired', paid: false })
  })

  it('an Elements one-time payment is paid once succeeded', async () => {
    stripe.route('GET', '/v1/payment_intents/pi_9', () => ({ body: { id: 'pi_9', object: 'payment_intent', status: 'succeeded', amount: 2700, amount_received: 2700, currency: 'usd', customer: 'cus_9', receipt_email: 'ada@example.com', metadata: { planId: 'videoCourse', productId: 'parenting_v1.videoCourse' } } }))
    expect(await provider().getStatus('pi_9')).toMatchObject({ status: 'complete', paymentStatus: 'paid', paid: true, mode: 'payment', amount: 27, interval: 'once', planId: 'videoCourse', transactionId: 'pi_9' })
  })
})

describe('Stripe Elements subscription', () => {
  const elements = (overrides: Record<string, unknown> = {}) =>
    elementsRequestSchema.parse({ provider: 'stripe', onboardingType: 'leadership', priceOptionId: 'yearly', countryCode: 'US', customerEmail: 'ada@example.com', ...overrides })

  beforeEach(() => {
    stripe.route('POST', '/v1/customers', () => ({ body: { id: 'cus_new', object: 'customer' } }))
  })

  it('a trial: an incomplete subscription with 7 trial days; the client secret is the pending setup intent’s', async () => {
    servePrices(price('leadership_v1.default.yearly.usd', 5999))
    stripe.route('POST', '/v1/subscriptions', () => ({ body: { id: 'sub_new', object: 'subscription', status: 'trialing', latest_invoice: { id: 'in_1', confirmation_secret: null }, pending_setup_intent: { id: 'seti_1', client_secret: 'seti_1_secret_x' } } }))
    expect(await provider().createElementsSubscription(elements(), 'uid-1')).toEqual({ mode: 'stripe', sessionId: 'sub_new', subscriptionId: 'sub_new', clientSecret: 'seti_1_secret_x', publishableKey: 'pk_test_main' })
    expect(only('POST', '/v1/customers').params).toMatchObject({ email: 'ada@example.com', 'metadata[userId]': 'uid-1' })
    const request = only('POST', '/v1/subscriptions')
    expect(request.params).toMatchObject({
      customer: 'cus_new',
      'items[0][price]': 'price_leadership_v1_default_yearly_usd',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      trial_period_days: '7',
    })
    expect(values(request, 'expand')).toEqual(['latest_invoice.confirmation_secret', 'pending_setup_intent'])
  })

  it('each create of the inline flow carries its own idempotency key', async () => {
    servePrices(price('leadership_v1.default.yearly.usd', 5999))
    stripe.route('POST', '/v1/subscriptions', () => ({ body: { id: 'sub_new', object: 'subscription', status: 'trialing', latest_invoice: null, pending_setup_intent: { id: 'seti_1', client_secret: 'seti_1_secret_x' } } }))
    await provider().createElementsSubscription(elements(), 'uid-1', { idempotencyKey: 'k' })
    expect([only('POST', '/v1/customers').idempotencyKey, only('POST', '/v1/subscriptions').idempotencyKey]).toEqual(['k:customer', 'k:subscription'])
  })

  it('a discounted plan: the coupon, and the first invoice’s confirmation secret', async () => {
    servePrices(price('ds_v1.default.yearly-full.usd', 9999))
    stripe.route('POST', '/v1/subscriptions', () => ({ body: { id: 'sub_new', object: 'subscription', status: 'incomplete', latest_invoice: { id: 'in_1', confirmation_secret: { client_secret: 'pi_1_secret_y', type: 'payment_intent' } }, pending_setup_intent: null } }))
    const answer = await provider().createElementsSubscription(elements({ onboardingType: 'deeps', priceOptionId: 'ds_v1.default.yearly-full.usd.off60' }), null)
    expect(answer).toMatchObject({ mode: 'stripe', clientSecret: 'pi_1_secret_y' })
    expect(only('POST', '/v1/subscriptions').params).toMatchObject({ 'discounts[0][coupon]': 'percent_off_60' })
    expect(only('POST', '/v1/subscriptions').params).not.toHaveProperty('trial_period_days')
  })

  it('a one-time product: a payment intent for the price', async () => {
    servePrices(price('parenting_v1.low.mobileApp.usd', 1900, 'usd', null))
    stripe.route('POST', '/v1/payment_intents', () => ({ body: { id: 'pi_new', object: 'payment_intent', client_secret: 'pi_new_secret_z' } }))
    const answer = await provider().createElementsSubscription(elements({ onboardingType: 'parentingexp', priceOptionId: 'parenting_v1.low.mobileApp.usd' }), 'uid-1')
    expect(answer).toEqual({ mode: 'stripe', sessionId: 'pi_new', subscriptionId: 'pi_new', clientSecret: 'pi_new_secret_z', publishableKey: 'pk_test_main' })
    expect(only('POST', '/v1/payment_intents').params).toMatchObject({ amount: '1900', currency: 'usd', customer: 'cus_new', 'automatic_payment_methods[enabled]': 'true', 'metadata[planId]': 'mobileApp' })
  })

  it('needs the publishable key', async () => {
    await expect(createStripeProvider({ ...settings(), publishableKey: undefined }).createElementsSubscription(elements(), null)).rejects.toMatchObject({ code: 'unavailable' })
    expect(stripe.requests).toEqual([])
  })
})

describe('status across accounts', () => {
  it('asks each configured account until one knows the session', async () => {
    stripe.route('GET', '/v1/checkout/sessions/cs_detox', (request) =>
      request.authorization === 'Bearer sk_test_detox'
        ? { body: { id: 'cs_detox', object: 'checkout.session', status: 'open', payment_status: 'unpaid', mode: 'payment', metadata: {}, amount_total: 9700, currency: 'pln' } }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } } },
    )
    const env = { STRIPE_SECRET_KEY_MAIN: 'sk_test_main', STRIPE_SECRET_KEY_SCREENDETOX: 'sk_test_detox', STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: String(stripe.port), STRIPE_API_PROTOCOL: 'http' }
    const context = { header: () => undefined }
    expect(await statusFromProviders('cs_detox', context, env)).toMatchObject({ sessionId: 'cs_detox', currency: 'PLN', paid: false })
    expect(stripe.requests.map((request) => request.authorization)).toEqual(['Bearer sk_test_main', 'Bearer sk_test_detox'])
    await expect(statusFromProviders('cs_nobody', context, env)).rejects.toMatchObject({ code: 'not-found' })
  })
})
