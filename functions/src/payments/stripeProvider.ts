/**
 * The Stripe provider, with the official SDK. The catalogue says which options a funnel sells;
 * Stripe's prices (found by lookup key, see catalogue.ts) say what they cost. Checkout is a
 * hosted Checkout session; the inline flow is a subscription created incomplete (or a payment
 * intent for one-time products) whose client secret the browser's Payment Element confirms.
 * Stripe's errors become 'unavailable' with Stripe's message, a missing object 'not-found'.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import { logger } from 'firebase-functions/logger'
import Stripe from 'stripe'
import type { PriceOption } from '../../../schemas/payments/wire'
import { couponIdOf, findOption, priceList, toPriceOption, type CatalogueOption } from './catalogue'
import { discounted, fromMinor, toMinor } from './money'
import type { PaymentProvider, UserId } from './provider'
import { call } from './stripeCall'
import { stripeRefunds } from './stripeRefunds'
import { statusOfCheckoutSession, statusOfPaymentIntent, statusOfSubscription } from './stripeStatus'
import { cancelUrlOf } from './urls'

export interface StripeSettings {
  secretKey: string
  /** Returned to the browser for the Payment Element (inline flow) only. */
  publishableKey?: string
  /** Another API host (tests: a local stand-in). */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  maxNetworkRetries?: number
}

/** Stripe metadata: at most 50 keys of 40 characters, values strings of 500. */
function metadataOf(option: CatalogueOption, context: { onboardingType: string; userId: UserId; email: string; metadata: Record<string, unknown> }): Record<string, string> {
  const client = Object.entries(context.metadata)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .slice(0, 30)
    .map(([key, value]) => [key.slice(0, 40), String(value).slice(0, 500)])
  const ours: Record<string, string | undefined> = {
    onboardingType: context.onboardingType,
    userId: context.userId ?? undefined,
    email: context.email,
    priceOptionId: option.id.slice(0, 500),
    planId: option.planId,
    lookupKey: option.lookupKey,
    funnelLookupKey: option.funnelLookupKey,
    pricingSet: option.pricingSet,
    productId: option.productId,
    trialDays: option.trialDays?.toString(),
    discountPercent: option.discountPercent?.toString(),
  }
  return { ...Object.fromEntries(client), ...Object.fromEntries(Object.entries(ours).filter((entry): entry is [string, string] => entry[1] !== undefined)) }
}

const CHECKOUT_LOCALES = ['en', 'pl', 'de', 'es', 'fr', 'it', 'nl', 'pt', 'tr']

/** A request locale ('pl', 'pl-PL', 'en_GB') as a Checkout locale; 'auto' lets Stripe choose. */
function checkoutLocale(locale: string | undefined): Stripe.Checkout.SessionCreateParams.Locale {
  const language = locale?.toLowerCase().split(/[-_]/)[0]
  return language && CHECKOUT_LOCALES.includes(language) ? (language as Stripe.Checkout.SessionCreateParams.Locale) : 'auto'
}

/** A trial charges nothing now: the card is saved through the pending setup intent instead of paying the first invoice. */
function clientSecretOf(subscription: Stripe.Subscription): string | null | undefined {
  const setupIntent = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null
  return setupIntent?.client_secret ?? invoice?.confirmation_secret?.client_secret
}

const requestOptions = (idempotencyKey: string | undefined): Stripe.RequestOptions | undefined => (idempotencyKey ? { idempotencyKey } : undefined)

const couponOf = (option: CatalogueOption) => (option.discountPercent ? [{ coupon: couponIdOf(option.discountPercent) }] : undefined)

/**
 * How long the prices a paywall shows are kept per instance: each getPaymentPrices otherwise
 * waited on a Stripe round trip (prices.list) while the visitor looked at '--'. A minute, as the
 * funnel content behind the same call (funnelContentCache.ts); the browser keeps an answer ten
 * minutes anyway (spec 4, "Pricing"). Checkout never reads it: the price charged is looked up
 * anew, so a price changed in Stripe is what the card page shows and charges.
 */
export const PRICE_CACHE_MS = 60_000

export interface StripeProviderOptions {
  priceCacheMs?: number
  now?: () => number
}

export function createStripeProvider(settings: StripeSettings, options: StripeProviderOptions = {}): PaymentProvider {
  const { priceCacheMs = PRICE_CACHE_MS, now = Date.now } = options
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    appInfo: { name: 'funnels-functions' },
  })

  /** Active prices by lookup key (Stripe takes at most 10 keys a request). */
  async function pricesByLookupKey(keys: string[]): Promise<Map<string, Stripe.Price>> {
    const found = new Map<string, Stripe.Price>()
    for (let start = 0; start < keys.length; start += 10) {
      const chunk = keys.slice(start, start + 10)
      const page = await call('prices.list', () => stripe.prices.list({ lookup_keys: chunk, active: true, limit: 100 }))
      for (const price of page.data) if (price.lookup_key) found.set(price.lookup_key, price)
    }
    return found
  }

  /** The shown prices of one set of lookup keys, shared by calls at once and kept `priceCacheMs`; a failure is not kept. */
  const shown = new Map<string, { at: number; prices: Promise<Map<string, Stripe.Price>> }>()
  function shownPrices(keys: string[]): Promise<Map<string, Stripe.Price>> {
    const key = [...keys].sort().join('\n')
    const cached = shown.get(key)
    if (cached && now() - cached.at < priceCacheMs) return cached.prices
    const prices = pricesByLookupKey(keys)
    shown.set(key, { at: now(), prices })
    prices.catch(() => {
      if (shown.get(key)?.prices === prices) shown.delete(key)
    })
    return prices
  }

  async function priceOf(option: CatalogueOption): Promise<Stripe.Price> {
    const price = (await pricesByLookupKey([option.lookupKey])).get(option.lookupKey)
    if (!price) throw new HttpsError('not-found', `No active Stripe price with lookup key '${option.lookupKey}'`)
    return price
  }

  /**
   * The catalogue's option with Stripe's amount, currency and product. The reference price is the
   * catalogue's (referencePrice.ts), computed from the history of the catalogue's price: it is
   * kept only while Stripe charges that same price, since another amount has no history here.
   */
  function withStripePrice(option: CatalogueOption, price: Stripe.Price): PriceOption {
    const full = fromMinor(price.unit_amount ?? 0)
    const amount = option.discountPercent ? discounted(full, option.discountPercent) : full
    const sameAsCatalogue = toMinor(full) === toMinor(option.fullAmount)
    const originalAmount = sameAsCatalogue && option.originalAmount !== undefined && toMinor(option.originalAmount) > toMinor(amount) ? option.originalAmount : undefined
    if (!sameAsCatalogue && option.originalAmount !== undefined) logger.warn('Stripe charges another price than the catalogue: no reference price shown', { lookupKey: option.lookupKey })
    const { originalAmount: _catalogue, ...wire } = toPriceOption(option)
    return {
      ...wire,
      productId: typeof price.product === 'string' ? price.product : price.product.id,
      currency: price.currency.toUpperCase(),
      amount,
      ...(originalAmount !== undefined ? { originalAmount } : {}),
    }
  }

  return {
    kind: 'stripe',

    async getPrices(request) {
      const { answer, options } = priceList(request)
      const prices = await shownPrices([...new Set(options.map((option) => option.lookupKey))])
      const missing = options.filter((option) => !prices.has(option.lookupKey)).map((option) => option.lookupKey)
      if (missing.length === options.length) throw new HttpsError('not-found', `No active Stripe prices with lookup keys ${missing.join(', ')}`)
      if (missing.length > 0) logger.warn('Stripe prices missing; those options are left out', { missing })
      const priced = options.flatMap((option) => {
        const price = prices.get(option.lookupKey)
        return price ? [withStripePrice(option, price)] : []
      })
      return { ...answer, currency: priced[0]?.currency ?? answer.currency, options: priced }
    },

    async createCheckout(request, userId, options = {}) {
      const option = findOption(request.priceOptionId, request)
      const price = await priceOf(option)
      const subscription = option.interval !== 'once'
      const metadata = metadataOf(option, { onboardingType: request.onboardingType, userId, email: request.customerEmail, metadata: request.metadata })
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: subscription ? 'subscription' : 'payment',
          line_items: [{ price: price.id, quantity: 1 }],
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: cancelUrlOf(request.successUrl, request.cancelUrl),
          ...(userId ? { client_reference_id: userId } : {}),
          metadata,
          locale: checkoutLocale(request.locale),
          ...(couponOf(option) ? { discounts: couponOf(option) } : {}),
          ...(subscription
            ? { subscription_data: { metadata, ...(option.trialDays ? { trial_period_days: option.trialDays } : {}) } }
            : { payment_intent_data: { metadata }, customer_creation: 'always' as const }),
        }, requestOptions(options.idempotencyKey)),
      )
      if (!session.url) throw new HttpsError('unavailable', 'Payment service unavailable: Stripe answered a Checkout session without a URL')
      return { sessionId: session.id, url: session.url }
    },

    async getStatus(sessionId) {
      if (sessionId.startsWith('sub_')) {
        return statusOfSubscription(await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(sessionId, { expand: ['latest_invoice', 'pending_setup_intent'] })))
      }
      if (sessionId.startsWith('pi_')) return statusOfPaymentIntent(await call('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(sessionId)))
      return statusOfCheckoutSession(await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] })))
    },

    async resumeCheckout(sessionId) {
      const session = await call('checkout.sessions.retrieve', () => stripe.checkout.sessions.retrieve(sessionId))
      return session.status === 'open' && session.url ? { sessionId: session.id, url: session.url } : null
    },

    async resumeElements(sessionId) {
      const publishableKey = settings.publishableKey
      if (!publishableKey) return null
      if (sessionId.startsWith('pi_')) {
        const intent = await call('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(sessionId))
        const open = ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)
        return open && intent.client_secret ? { mode: 'stripe', sessionId, subscriptionId: sessionId, clientSecret: intent.client_secret, publishableKey } : null
      }
      const subscription = await call('subscriptions.retrieve', () => stripe.subscriptions.retrieve(sessionId, { expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'] }))
      const clientSecret = clientSecretOf(subscription)
      const open = subscription.status === 'incomplete' || (subscription.status === 'trialing' && typeof subscription.pending_setup_intent === 'object' && subscription.pending_setup_intent?.status !== 'succeeded')
      return open && clientSecret ? { mode: 'stripe', sessionId, subscriptionId: sessionId, clientSecret, publishableKey } : null
    },

    async createElementsSubscription(request, userId, options = {}) {
      const publishableKey = settings.publishableKey
      if (!publishableKey) throw new HttpsError('unavailable', 'Payment service unavailable: inline card payments need the account\'s publishable key')
      const option = findOption(request.priceOptionId, request)
      const price = await priceOf(option)
      const metadata = metadataOf(option, { onboardingType: request.onboardingType, userId, email: request.customerEmail, metadata: request.metadata })
      const key = (step: string) => requestOptions(options.idempotencyKey && `${options.idempotencyKey}:${step}`)
      const customer = await call('customers.create', () => stripe.customers.create({ email: request.customerEmail, metadata }, key('customer')))

      if (option.interval === 'once') {
        const amount = toMinor(option.discountPercent ? discounted(fromMinor(price.unit_amount ?? 0), option.discountPercent) : fromMinor(price.unit_amount ?? 0))
        const intent = await call('paymentIntents.create', () =>
          stripe.paymentIntents.create({ amount, currency: price.currency, customer: customer.id, receipt_email: request.customerEmail, automatic_payment_methods: { enabled: true }, metadata }, key('payment')),
        )
        if (!intent.client_secret) throw new HttpsError('unavailable', 'Payment service unavailable: the payment has no client secret')
        return { mode: 'stripe', sessionId: intent.id, subscriptionId: intent.id, clientSecret: intent.client_secret, publishableKey }
      }

      const subscription = await call('subscriptions.create', () =>
        stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: price.id }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(option.trialDays ? { trial_period_days: option.trialDays } : {}),
          ...(couponOf(option) ? { discounts: couponOf(option) } : {}),
          metadata,
          expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
        }, key('subscription')),
      )
      const clientSecret = clientSecretOf(subscription)
      if (!clientSecret) throw new HttpsError('unavailable', 'Payment service unavailable: the subscription has no client secret to confirm')
      return { mode: 'stripe', sessionId: subscription.id, subscriptionId: subscription.id, clientSecret, publishableKey }
    },

    ...stripeRefunds(stripe),
  }
}
