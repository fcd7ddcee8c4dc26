/** Test helpers: a confirmed order as the checkout and fulfilment code would have recorded it. */
import type { Db } from '../db/database'
import type { OrderKind } from '../db/tables'
import { recordCheckoutSession } from './checkoutSessions'
import { scheduleEmails } from './emailJobs'
import { checkoutRequestSchema } from '../../../schemas/payments/wire'
import { sandboxCheckoutPage } from '../payments/sandboxCheckout'
import { createSandboxProvider } from '../payments/sandboxProvider'

export interface OrderSeed {
  uid: string | null
  email: string
  onboardingType?: string
  kind?: OrderKind
  amount?: number
  currency?: string
  sessionId?: string
  provider?: 'stripe' | 'sandbox'
  transactionId?: string | null
  /** A subscription row for the order (trialing for a trial, active otherwise), with this provider id. */
  subscriptionId?: string
  /** Pending follow-ups for the order. */
  pendingEmails?: number
  confirmedAt?: Date
}

let counter = 0

/** Inserts the session, the customer (reused by address), the order and what it asks for; answers the order id. */
export async function insertOrder(db: Db, seed: OrderSeed): Promise<string> {
  counter += 1
  const { uid, email, onboardingType = 'parenting', kind = 'one_time', amount = 27, currency = 'USD', provider = 'sandbox' } = seed
  const sessionId = seed.sessionId ?? `cs_test_${counter}`
  await recordCheckoutSession(db, {
    id: sessionId, provider, account: 'main', uid, onboardingType, priceOptionId: 'option', planId: 'plan', pricingSet: 'default', currency, amount,
    interval: kind === 'one_time' ? 'once' : 'year', mode: kind === 'one_time' ? 'payment' : 'subscription', email, language: 'en', variants: {}, variables: {},
  })
  await db.insertInto('customers').values({ email, uid }).onConflict((conflict) => conflict.column('email').doNothing()).execute()
  const customer = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow()
  const order = await db
    .insertInto('orders')
    .values({
      checkoutSessionId: sessionId, customerId: customer.id, uid, onboardingType, kind, planId: 'plan', priceOptionId: 'option', amount, currency,
      transactionId: seed.transactionId ?? null, status: 'confirmed', variants: '{}', ...(seed.confirmedAt ? { confirmedAt: seed.confirmedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (seed.subscriptionId) {
    const now = new Date()
    await db.insertInto('subscriptions').values({ id: seed.subscriptionId, orderId: order.id, checkoutSessionId: sessionId, status: kind === 'trial' ? 'trialing' : 'active', stateAt: now, updatedAt: now }).execute()
  }
  const sendAt = new Date(Date.now() + 7 * 86_400_000)
  await scheduleEmails(
    db,
    Array.from({ length: seed.pendingEmails ?? 0 }, () => ({ orderId: order.id, uid, recipient: email, onboardingType, templateKey: 'followUpWeek1', purpose: null, language: 'en', variables: {}, sendAt })),
  )
  return order.id
}

const CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' }

/** A session paid on the sandbox's card page: a parentingexp video course ($27) or a leadership trial. */
export async function paidSandboxSession(onboardingType: 'parentingexp' | 'leadership'): Promise<string> {
  const priceOptionId = onboardingType === 'parentingexp' ? 'parenting_v1.default.videoCourse.usd' : 'leadership_v1.default.yearly.usd'
  const request = checkoutRequestSchema.parse({ provider: 'stripe', onboardingType, priceOptionId, countryCode: 'US', customerEmail: 'ada@example.com', successUrl: 'https://funnels.test/x?session_id={CHECKOUT_SESSION_ID}', metadata: {} })
  const { sessionId } = await createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' }).createCheckout(request, 'uid-1')
  await sandboxCheckoutPage({ method: 'POST', query: { session: sessionId }, form: { session: sessionId, ...CARD } })
  return sessionId
}

