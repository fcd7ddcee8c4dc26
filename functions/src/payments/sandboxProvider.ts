/**
 * The offline payment provider: prices from the catalogue, sessions kept as files (sandboxStore)
 * and paid on the local card page (sandboxCheckout). It answers as Stripe would, so the browser
 * runs the same code path: a checkout URL to redirect to, an inline form for the Elements flow,
 * and a status decided here, never from the return URL. Each new session is also one line in the
 * `paymentSessions` sink, so tests can count them.
 */
import { HttpsError } from 'firebase-functions/v2/https'
import type { StatusAnswer } from '../../../schemas/payments/wire'
import { appendToSink } from '../sink'
import { findOption, priceList, toPriceOption, type CatalogueOption } from './catalogue'
import type { CheckoutInput, ElementsInput, PaymentProvider, UserId } from './provider'
import { loadSession, newClientSecret, newSandboxId, newSessionId, sandboxDir, saveSession, SESSION_LIFETIME_MS, type SandboxSession } from './sandboxStore'
import { sandboxRefunds } from './sandboxRefunds'
import { cancelUrlOf, sandboxSessionUrl } from './urls'

export interface SandboxOptions {
  /** The card page's address (urls.sandboxPageUrl). */
  pageUrl: string
  /** Where the sandbox posts the webhook events of refunds and cancellations (urls.sandboxWebhookUrl); null posts nothing. */
  webhookUrl?: string | null
  now?: () => Date
}

const modeOf = (option: CatalogueOption) => (option.interval === 'once' ? 'payment' : 'subscription')

interface NewSession {
  kind: SandboxSession['kind']
  request: CheckoutInput | ElementsInput
  option: CatalogueOption
  userId: UserId
  successUrl: string | undefined
  cancelUrl: string | undefined
  locale: string | undefined
}

/** The session's verdict in the wire's terms: paid once complete and paid, or a trial that needed no payment. */
export function statusOfSession(session: SandboxSession): StatusAnswer {
  const { option } = session
  const trial = (option.trialDays ?? 0) > 0
  const paid = session.status === 'complete' && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required')
  return {
    sessionId: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    paid,
    mode: session.mode,
    customerId: session.customerId,
    customerEmail: session.email,
    priceOptionId: option.id,
    planId: option.planId,
    lookupKey: option.lookupKey,
    productId: option.productId,
    amount: trial ? 0 : option.amount,
    fullPrice: option.discountPercent !== undefined ? (option.fullAmount ?? option.amount) : option.amount,
    ...(option.discountPercent !== undefined ? { discountedPrice: option.amount } : {}),
    currency: option.currency,
    interval: option.interval,
    ...(option.trialDays !== undefined ? { trialDays: option.trialDays } : {}),
    ...(paid && session.transactionId ? { transactionId: session.transactionId } : {}),
  }
}

export function createSandboxProvider({ pageUrl, webhookUrl = null, now = () => new Date() }: SandboxOptions): PaymentProvider {
  async function createSession({ kind, request, option, userId, successUrl, cancelUrl, locale }: NewSession): Promise<SandboxSession> {
    if (sandboxDir() === null) throw new HttpsError('unavailable', 'Payment service unavailable: no Stripe key is configured and the sandbox has no SANDBOX_DIR')
    const created = now()
    const mode = modeOf(option)
    const id = newSessionId()
    const { name, pricingSet: _set, funnelLookupKey: _key, ...wireOption } = option
    const session: SandboxSession = {
      id,
      kind,
      mode,
      status: 'open',
      paymentStatus: 'unpaid',
      onboardingType: request.onboardingType,
      option: { ...wireOption, name },
      userId,
      email: request.customerEmail,
      ...(successUrl ? { successUrl } : {}),
      ...(cancelUrl ? { cancelUrl } : {}),
      ...(locale ? { locale } : {}),
      metadata: request.metadata,
      customerId: newSandboxId('cus'),
      // The inline flow creates its subscription (or payment) first and confirms it on the form.
      ...(kind === 'elements' ? { transactionId: newSandboxId(mode === 'subscription' ? 'sub' : 'pi'), clientSecret: newClientSecret(id) } : {}),
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + SESSION_LIFETIME_MS).toISOString(),
    }
    await saveSession(session)
    await appendToSink('paymentSessions', {
      sessionId: id,
      kind,
      onboardingType: request.onboardingType,
      priceOptionId: option.id,
      userId,
      email: request.customerEmail,
      mode,
      createdAt: session.createdAt,
    })
    return session
  }

  return {
    kind: 'sandbox',

    async getPrices(request) {
      const { answer, options } = priceList(request)
      return { ...answer, options: options.map(toPriceOption) }
    },

    async createCheckout(request, userId) {
      const option = findOption(request.priceOptionId, request)
      const session = await createSession({
        kind: 'checkout',
        request,
        option,
        userId,
        successUrl: request.successUrl,
        cancelUrl: cancelUrlOf(request.successUrl, request.cancelUrl),
        locale: request.locale,
      })
      return { sessionId: session.id, url: sandboxSessionUrl(pageUrl, session.id) }
    },

    async getStatus(sessionId) {
      const session = await loadSession(sessionId, now())
      if (!session) throw new HttpsError('not-found', `Unknown payment session '${sessionId}'`)
      return statusOfSession(session)
    },

    async resumeCheckout(sessionId) {
      const session = await loadSession(sessionId, now())
      return session?.status === 'open' && session.kind === 'checkout' ? { sessionId, url: sandboxSessionUrl(pageUrl, sessionId) } : null
    },

    async resumeElements(sessionId) {
      const session = await loadSession(sessionId, now())
      if (session?.status !== 'open' || session.kind !== 'elements') return null
      return { mode: 'sandbox', sessionId, subscriptionId: session.transactionId ?? sessionId, clientSecret: session.clientSecret ?? '', formUrl: sandboxSessionUrl(pageUrl, sessionId, true) }
    },

    async createElementsSubscription(request, userId) {
      const option = findOption(request.priceOptionId, request)
      const returnUrl = request.returnUrl
      const session = await createSession({
        kind: 'elements',
        request,
        option,
        userId,
        successUrl: returnUrl,
        cancelUrl: returnUrl ? cancelUrlOf(returnUrl) : undefined,
        // The inline payload has no locale; the page's language may come with the metadata.
        locale: [request.metadata.locale, request.metadata.language].find((value): value is string => typeof value === 'string'),
      })
      return {
        mode: 'sandbox',
        sessionId: session.id,
        subscriptionId: session.transactionId ?? session.id,
        clientSecret: session.clientSecret ?? '',
        formUrl: sandboxSessionUrl(pageUrl, session.id, true),
      }
    },

    ...sandboxRefunds(now, webhookUrl),
  }
}
