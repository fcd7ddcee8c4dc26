/**
 * Borrowed sessions (issue 24 item 1): a visitor who knows, guesses or makes up another visitor's
 * session, order, subscription or customer id learns nothing of it and changes nothing. The
 * owners make real sandbox sessions through the callables and hold confirmed orders; a thief
 * then sends 1,000 seeded ids (the real ones, copies a lookup might confuse with them, ids of
 * the other Stripe account and of other id kinds, random ones) to getPaymentStatus and, with the
 * id and the owner's uid in every field a payload could carry, to getEntitlement, requestRefund,
 * waitForLaunch and the completion callables; forged links carry the owner's order id and
 * address to cancelTrial and unsubscribe. Every answer is a refusal or the thief's own (empty)
 * state, never an owner's data, and nothing is written.
 */
import { createHash, createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, statusRequestSchema } from '../../../schemas/payments/wire'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { getEntitlementPayload, getEntitlementWith } from '../backOffice/getEntitlement'
import { requestRefundPayload, requestRefundWith } from '../backOffice/requestRefund'
import { runCallable, type Handler, type PayloadSchema } from '../callable'
import { callerOnly } from '../completion/callerOnly'
import { scheduleFollowUpEmails, scheduleFollowUpEmailsPayload } from '../completion/scheduleFollowUpEmails'
import { sendOnboardingEmail, sendOnboardingEmailPayload } from '../completion/sendOnboardingEmail'
import { transferToStepwiseAI, transferToStepwiseAIPayload } from '../completion/transferToStepwiseAI'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { cancelTrialHandler } from '../lifecycle/cancelTrial'
import { waitForLaunchPayload, waitForLaunchWith } from '../lifecycle/waitForLaunch'
import { unsubscribeHandler } from '../mail/unsubscribe'
import { createElementsSubscription, createPaymentCheckout, getPaymentStatus } from '../payments/callables'
import { seedPaymentServices } from '../payments/paymentServicesFixture'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { describePayload, folderBytes, outcomeOf, seededRandom, tableCounts, tally } from './fuzzKit'

const SEED = Number(process.env.FUZZ_SEED ?? 2493)
const dirs = usePaymentsDirs()
const database = useTestDatabase(DATABASE_ENGINES[0])
const db = () => database.db
const SECRET = 'borrowed-secret'
const OWNERS = [
  { uid: 'uid-owner', email: 'owner@example.com' },
  { uid: 'uid-other', email: 'other@example.pl' },
]
const THIEF = 'uid-thief'
const successUrl = 'http://localhost:5173/x/checkout?payment_return=true&session_id={CHECKOUT_SESSION_ID}'

const purchases = [
  { kind: 'checkout', onboardingType: 'leadership', priceOptionId: 'yearly', countryCode: 'US' },
  { kind: 'elements', onboardingType: 'parentingexp', priceOptionId: 'pdfAudioToolkit', countryCode: 'GB' },
  { kind: 'checkout', onboardingType: 'screendetox', priceOptionId: 'vip', countryCode: 'PL' },
] as const

/** Every owner's sessions through the real callables, and the ids the sandbox gave them. */
async function ownersSessions(): Promise<{ sessions: string[]; related: string[] }> {
  const services = seedPaymentServices(database)
  const sessions: string[] = []
  for (const owner of OWNERS) {
    const context = fakeContext({ authUid: owner.uid, headers: { host: '127.0.0.1:5001' } })
    for (const { kind, ...purchase } of purchases) {
      const data = { provider: 'stripe', customerEmail: owner.email, ...purchase }
      const answer =
        kind === 'checkout'
          ? await runCallable('createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, services), { ...data, successUrl }, context)
          : await runCallable('createElementsSubscription', elementsRequestSchema, (p, c) => createElementsSubscription(p, c, services), { ...data, returnUrl: successUrl }, context)
      sessions.push(answer.sessionId)
    }
  }
  const related = sessions.flatMap((id) => {
    const saved = JSON.parse(readFileSync(join(dirs.dir, 'sandbox', `${id}.json`), 'utf8')) as Record<string, unknown>
    return ['customerId', 'transactionId', 'clientSecret'].flatMap((field) => (typeof saved[field] === 'string' ? [saved[field]] : []))
  })
  return { sessions, related }
}

/** 1,000 ids: the real ones first, then copies of them a careless lookup could match, ids of other kinds and accounts, random ones. */
function borrowedIds(known: readonly string[], count: number, seed: number): string[] {
  const random = seededRandom(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  const hex = (length: number) => Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('')
  const makers: (() => string)[] = [
    () => pick(known),
    () => pick(known).toUpperCase(),
    () => ` ${pick(known)} `,
    () => `${pick(known)}\u200b`,
    () => `${pick(known)}/`,
    () => `${pick(known)}%`,
    () => pick(known).slice(0, -1),
    () => `cs_sandbox_${hex(24)}`,
    () => `cs_test_${hex(58)}`,
    () => `cs_live_${hex(58)}`,
    () => `sub_sandbox_${hex(24)}`,
    () => `pi_${hex(24)}`,
    () => `cus_${hex(14)}`,
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`,
    () => pick(['%', '*', "' or '1'='1", '../sandbox/webhook-secret', 'constructor', '__proto__']),
  ]
  const ids = [...known]
  while (ids.length < count) ids.push(pick(makers)())
  return ids
}

const asThief = (uid = THIEF) => fakeContext({ authUid: uid, headers: { host: '127.0.0.1:5001' } })
const noLimit = { db, limit: { max: 1_000_000, windowMs: 1000 } }

it('another visitor’s session, order and customer ids, 1,000 of them, reach none of their data and write nothing', async () => {
  const { sessions, related } = await ownersSessions()
  const owned = await Promise.all(OWNERS.map(async (owner, index) => ({
    ...owner,
    paid: await insertOrder(database.db, { uid: owner.uid, email: owner.email, onboardingType: 'parenting', amount: 27, sessionId: `cs_test_paid_${index}`, transactionId: `pi_paid_${index}` }),
    trial: await insertOrder(database.db, { uid: owner.uid, email: owner.email, onboardingType: 'leadership', kind: 'trial', amount: 0, sessionId: `cs_test_trial_${index}`, subscriptionId: `sub_trial_${index}` }),
  })))
  const orderIds = owned.flatMap((owner) => [owner.paid, owner.trial])
  const recorded = [...sessions, ...owned.flatMap((_, index) => [`cs_test_paid_${index}`, `cs_test_trial_${index}`])]
  const known = [...sessions, ...related, ...orderIds, ...owned.flatMap((_, index) => [`cs_test_paid_${index}`, `cs_test_trial_${index}`, `pi_paid_${index}`, `sub_trial_${index}`])]
  const ids = borrowedIds(known, 1000, SEED)
  console.info(`borrowedSessions fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats it), ${known.length} real ids among ${ids.length}`)
  const secrets = [...OWNERS.flatMap((owner) => [owner.uid, owner.email]), ...known.filter((id) => id.length > 8)]

  const services = seedPaymentServices(database)
  const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })
  type Target = [name: string, schema: PayloadSchema, handler: Handler<unknown, unknown>, payload: (id: string, funnel: string) => Record<string, unknown>]
  const owner = OWNERS[0]?.email ?? ''
  const targets: Target[] = [
    ['getPaymentStatus', statusRequestSchema, ((p: Parameters<typeof getPaymentStatus>[0], c) => getPaymentStatus(p, c, services)) as Handler<unknown, unknown>, (id) => ({ provider: 'stripe', sessionId: id })],
    // These name no session: the borrowed id and uid ride along in every field a client might try, and must change nothing.
    ['getEntitlement', getEntitlementPayload, getEntitlementWith(db) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, sessionId: id, orderId: id, userId: 'uid-owner', uid: 'uid-owner' })],
    ['requestRefund', requestRefundPayload, requestRefundWith({ db, providerOf: () => provider }) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, reason: 'mine', sessionId: id, orderId: id, userId: 'uid-owner' })],
    ['waitForLaunch', waitForLaunchPayload, waitForLaunchWith(db) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, orderId: id, sessionId: id, userId: 'uid-owner' })],
    ['sendOnboardingEmail', sendOnboardingEmailPayload, callerOnly('sendOnboardingEmail', sendOnboardingEmail, noLimit) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, purpose: 'payment_confirmation', email: owner, language: 'en', userId: 'uid-owner', sessionId: id })],
    ['scheduleFollowUpEmails', scheduleFollowUpEmailsPayload, callerOnly('scheduleFollowUpEmails', scheduleFollowUpEmails, noLimit) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, email: owner, language: 'en', userId: 'uid-owner', sessionId: id })],
    ['transferToStepwiseAI', transferToStepwiseAIPayload, callerOnly('transferToStepwiseAI', transferToStepwiseAI, noLimit) as Handler<unknown, unknown>, (id, funnel) => ({ onboardingType: funnel, email: owner, language: 'en', userId: 'uid-owner', profile: { answers: {} }, sessionId: id })],
  ]
  // Refused calls of the completion callables count against the caller's limit by design (call_counts).
  const snapshot = async () => `${await tableCounts(database.db, ['call_counts'])} ${folderBytes(dirs.dir)}`
  const before = await snapshot()
  const funnels = ['leadership', 'parenting', 'parentingexp', 'screendetox']
  const outcomes: Record<string, string[]> = {}
  const random = seededRandom(SEED + 1)
  for (const [index, id] of ids.entries()) {
    const funnel = funnels[index % funnels.length] ?? 'parenting'
    // One thief, or many: none has a session or an order.
    const thief = random() < 0.5 ? THIEF : `uid-thief-${Math.floor(random() * 50)}`
    for (const [name, schema, handler, payload] of targets) {
      const data = payload(id, funnel)
      const describe = () => `case ${index}: ${name}(${describePayload(data)}) by ${thief}`
      let answer: unknown
      const outcome = await outcomeOf(async () => (answer = await runCallable(name, schema, handler, data, asThief(thief))), describe)
      ;(outcomes[name] ??= []).push(outcome)
      const text = outcome === 'ok' ? JSON.stringify(answer) : ''
      const leaked = secrets.find((secret) => text.includes(secret))
      if (leaked) throw new Error(`${describe()} answered another visitor's ${leaked}: ${text}`)
      if (name === 'getPaymentStatus' && !['permission-denied', 'not-found', 'invalid-argument'].includes(outcome)) throw new Error(`${describe()} answered ${outcome}`)
      if (name === 'getEntitlement') expect(answer, describe()).toEqual({ entitled: false })
      if (name === 'requestRefund') expect(answer, describe()).toEqual({ outcome: 'nothingToRefund' })
      if (name === 'waitForLaunch') expect(answer, describe()).toEqual({ outcome: 'nothingToWaitFor' })
      if (['sendOnboardingEmail', 'scheduleFollowUpEmails', 'transferToStepwiseAI'].includes(name)) expect(outcome, describe()).toBe('permission-denied')
    }
    // The exact id of a session another visitor made is permission-denied (it exists, and is not yours).
    if (recorded.includes(id)) expect(outcomes.getPaymentStatus?.at(-1), `case ${index}: ${id}`).toBe('permission-denied')
  }

  // Links forged from the owners' order ids and addresses: 400, nothing cancelled or suppressed.
  const links: Record<string, string[]> = { cancelTrial: [], unsubscribe: [] }
  const cancel = cancelTrialHandler({ db, env: { UNSUBSCRIBE_SECRET: SECRET }, providerOf: () => provider })
  const unsubscribe = unsubscribeHandler({ db, env: { UNSUBSCRIBE_SECRET: SECRET } })
  for (const [index, id] of ids.entries()) {
    const orderId = orderIds[index % orderIds.length] ?? id
    const address = OWNERS[index % OWNERS.length]?.email ?? ''
    // A signature of the right length: a hash of the id, or an HMAC under a guessed secret.
    const signature = index % 2 === 0 ? createHash('sha256').update(id).digest('base64url') : createHmac('sha256', `guess-${index}`).update(`cancelTrial:${orderId}`).digest('base64url')
    for (const [name, handler, token] of [['cancelTrial', cancel, `${orderId}.${signature}`], ['unsubscribe', unsubscribe, `${Buffer.from(address).toString('base64url')}.${signature}`]] as const) {
      let status = 0
      const response = { status: (code: number) => ((status = code), response), set: () => response, send: () => response }
      await handler({ method: 'POST', query: { token, lang: 'en' }, body: {}, headers: {} } as never, response as never)
      links[name]?.push(String(status))
      if (status !== 400) throw new Error(`case ${index}: ${name} with a forged token for ${orderId} / ${address} answered ${status}`)
    }
  }

  expect(await snapshot()).toBe(before)
  // The owners' own reads still work: the refusals were about the caller, not the sessions.
  for (const [index, id] of sessions.entries()) {
    const ownerUid = OWNERS[Math.floor(index / purchases.length)]?.uid ?? null
    await expect(runCallable('getPaymentStatus', statusRequestSchema, (p, c) => getPaymentStatus(p, c, services), { provider: 'stripe', sessionId: id }, asThief(ownerUid ?? ''))).resolves.toMatchObject({ sessionId: id, paid: false })
  }
  const counts = { ...Object.fromEntries(Object.entries(outcomes).map(([name, list]) => [name, tally(list)])), ...Object.fromEntries(Object.entries(links).map(([name, list]) => [name, tally(list)])) }
  console.info('borrowedSessions fuzz, answers:', JSON.stringify(counts))
  expect(counts.getPaymentStatus?.['permission-denied']).toBeGreaterThanOrEqual(sessions.length)
}, 180_000)
