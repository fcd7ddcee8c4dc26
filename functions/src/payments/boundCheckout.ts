/**
 * Creating a checkout session for the signed-in visitor at the server's price, exactly once per
 * purchase. The idempotency key is the uid, the funnel, the option, the decided pricing and the
 * e-mail: two calls with the same key (a double click, two tabs) get one session. Race-free in
 * the database: a transaction-scoped advisory lock on the key serialises lookup, create and
 * record, so the second call finds the first one's row and resumes its session. A session that
 * is no longer open frees the key for the next purchase; with Stripe the SDK's idempotencyKey
 * is the key plus the session it replaces, so a retried create never makes a second object.
 */
import { createHash } from 'node:crypto'
import { HttpsError } from 'firebase-functions/v2/https'
import { sql } from 'kysely'
import type { CheckoutAnswer, ElementsAnswer } from '../../../schemas/payments/wire'
import { checkoutSessionByIdempotencyKey, recordCheckoutSession } from '../backOffice/checkoutSessions'
import type { CallContext } from '../callable'
import { paymentAccountOf, providerFor } from './accounts'
import type { CheckoutInput, ElementsInput, PaymentProvider } from './provider'
import { requireSiteUrls } from './returnOrigins'
import { SESSION_LIFETIME_MS } from './sandboxStore'
import { knownTimeZone } from '../lifecycle/localMornings'
import { decidedOption, decidePricing, recordClaims, type PaymentServices } from './visitorPricing'

/** Copy for the e-mails (never money): at most these keys, each cut to 200 characters. */
const VARIABLE_KEYS = ['resultName', 'funnelName'] as const

export function variablesOf(metadata: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(VARIABLE_KEYS.flatMap((key) => (typeof metadata[key] === 'string' && metadata[key] !== '' ? [[key, metadata[key].slice(0, 200)]] : [])))
}

const languageOf = (locale: unknown): string | null => (typeof locale === 'string' && /^[a-z]{2,3}([-_][A-Za-z0-9]+)*$/i.test(locale) ? locale.slice(0, 20) : null)

type Kind = 'checkout' | 'elements'
type AnswerOf<K extends Kind> = K extends 'checkout' ? CheckoutAnswer : ElementsAnswer
type InputOf<K extends Kind> = K extends 'checkout' ? CheckoutInput : ElementsInput

/** A reused session is one still open and younger than the provider's 24 hours (a little less, to be safe). */
const REUSE_MS = SESSION_LIFETIME_MS - 60 * 60 * 1000

export async function createBoundSession<K extends Kind>(kind: K, payload: InputOf<K>, context: CallContext, services: PaymentServices): Promise<AnswerOf<K>> {
  const uid = context.authUid
  if (!uid) throw new HttpsError('unauthenticated', 'Sign in (an anonymous session will do) before paying: a checkout belongs to the visitor who made it')
  const returnUrls = 'successUrl' in payload ? { successUrl: payload.successUrl, cancelUrl: payload.cancelUrl } : { returnUrl: payload.returnUrl }
  requireSiteUrls(kind === 'checkout' ? 'createPaymentCheckout' : 'createElementsSubscription', returnUrls, services.env)
  const decided = await decidePricing(services, payload, context)
  const option = decidedOption(decided, payload.onboardingType, payload.priceOptionId)
  const request = { ...payload, priceOptionId: option.id, pricingSet: decided.arm.pricingSet, countryCode: decided.countryCode, metadata: decided.metadata }
  const email = payload.customerEmail.trim().toLowerCase()
  const key = createHash('sha256')
    .update(JSON.stringify([uid, payload.onboardingType, kind, option.id, option.pricingSet, option.discountPercent ?? null, option.currency, option.amount, email]))
    .digest('hex')
  const provider = providerFor(payload.onboardingType, context, services.env)
  const language = languageOf('locale' in payload ? payload.locale : undefined) ?? languageOf(payload.metadata.language) ?? languageOf(payload.metadata.locale)

  return services.db().transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
    await recordClaims(trx, uid, payload.onboardingType, decided)
    const existing = await checkoutSessionByIdempotencyKey(trx, key)
    if (existing) {
      const fresh = existing.status === 'open' && Date.now() - new Date(existing.createdAt).getTime() < REUSE_MS
      const resumed = fresh ? await resume(provider, kind, existing.id) : null
      if (resumed) return resumed as AnswerOf<K>
      await trx.updateTable('checkoutSessions').set({ idempotencyKey: null }).where('id', '=', existing.id).execute()
    }
    const options = { idempotencyKey: `${key}:${existing?.id ?? 'first'}` }
    const answer = (kind === 'checkout'
      ? await provider.createCheckout(request as CheckoutInput, uid, options)
      : await provider.createElementsSubscription(request as ElementsInput, uid, options)) as AnswerOf<K>
    await recordCheckoutSession(trx, {
      id: answer.sessionId,
      provider: provider.kind,
      account: paymentAccountOf(payload.onboardingType),
      uid,
      onboardingType: payload.onboardingType,
      priceOptionId: option.id,
      planId: option.planId,
      pricingSet: option.pricingSet,
      discountPercent: option.discountPercent ?? null,
      currency: option.currency,
      amount: option.amount,
      interval: option.interval,
      trialDays: option.trialDays ?? null,
      mode: option.interval === 'once' ? 'payment' : 'subscription',
      email,
      language,
      variants: decided.variants,
      variables: variablesOf(payload.metadata),
      // The buyer's zone from the browser, for the daily e-mails at 09:00; an unknown one is dropped (UTC).
      timeZone: knownTimeZone(payload.metadata.timeZone),
      idempotencyKey: key,
    })
    return answer
  })
}

const resume = (provider: PaymentProvider, kind: Kind, sessionId: string) => (kind === 'checkout' ? provider.resumeCheckout(sessionId) : provider.resumeElements(sessionId))
