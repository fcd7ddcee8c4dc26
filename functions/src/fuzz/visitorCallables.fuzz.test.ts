import { sql } from 'kysely'
import { beforeEach, describe, expect, it } from 'vitest'
import { insertOrder } from '../backOffice/backOfficeFixture'
import { getEntitlementPayload, getEntitlementWith } from '../backOffice/getEntitlement'
import { requestRefundPayload, requestRefundWith } from '../backOffice/requestRefund'
import { callerOnly } from '../completion/callerOnly'
import { seedServices, useTempOutbox } from '../completion/completionFixture'
import { getOnboardingRedirectPayload, getOnboardingRedirectWith } from '../completion/getOnboardingRedirect'
import { scheduleFollowUpEmailsPayload, scheduleFollowUpEmailsWith } from '../completion/scheduleFollowUpEmails'
import { sendOnboardingEmailPayload, sendOnboardingEmailWith } from '../completion/sendOnboardingEmail'
import { transferToStepwiseAI, transferToStepwiseAIPayload } from '../completion/transferToStepwiseAI'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { waitForLaunchPayload, waitForLaunchWith } from '../lifecycle/waitForLaunch'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { fuzzCallable, type FuzzTarget } from './fuzzCallable'

const dirs = usePaymentsDirs()
const outbox = useTempOutbox()
const database = useTestDatabase(DATABASE_ENGINES[0])
const db = () => database.db
const context = fakeContext({ authUid: 'uid-fuzz' })
// A limit high enough for the handlers to run on every payload; the limit itself is tested in callerOnly.test.ts.
const guard = { db, limit: { max: 1_000_000, windowMs: 60 * 60 * 1000 } }
const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })

const fuzz = async (target: Omit<FuzzTarget, 'context' | 'db' | 'folders'>) => {
  const outcomes = await fuzzCallable({ ...target, context, db, folders: () => [dirs.dir, outbox.dir] })
  console.info(target.name, outcomes)
  return outcomes
}

// The caller bought a leadership trial with the address they gave.
beforeEach(async () => {
  await sql`insert into visitors (uid, last_seen_at, email) values ('uid-fuzz', now(), 'ada@example.com')`.execute(database.db)
  await insertOrder(database.db, { uid: 'uid-fuzz', email: 'ada@example.com', onboardingType: 'leadership', kind: 'trial', amount: 0 })
})

const variables = { resultName: 'Coach', funnelName: 'Leadership' }

describe('the completion and back-office callables, fuzzed', () => {
  it('sendOnboardingEmail', async () => {
    const base = { onboardingType: 'leadership', purpose: 'welcome', email: 'ada@example.com', language: 'en', userId: 'uid-fuzz', variants: { pricingSetKey: 'default' }, variables }
    const handler = callerOnly('sendOnboardingEmail', sendOnboardingEmailWith(seedServices), guard)
    const outcomes = await fuzz({ name: 'sendOnboardingEmail', schema: sendOnboardingEmailPayload, handler: handler as never, base, countedTables: ['call_counts'] })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('scheduleFollowUpEmails', async () => {
    const base = { onboardingType: 'leadership', email: 'ada@example.com', language: 'en', userId: 'uid-fuzz', variables }
    const handler = callerOnly('scheduleFollowUpEmails', scheduleFollowUpEmailsWith(seedServices), guard)
    const outcomes = await fuzz({ name: 'scheduleFollowUpEmails', schema: scheduleFollowUpEmailsPayload, handler: handler as never, base, countedTables: ['call_counts'] })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('transferToStepwiseAI', async () => {
    const base = { onboardingType: 'leadership', userId: 'uid-fuzz', email: 'ada@example.com', language: 'en', profile: { answers: { currentRole: ['smallTeamLeader'] }, result: { name: 'Coach', score: 12 } } }
    const handler = callerOnly('transferToStepwiseAI', transferToStepwiseAI, guard)
    const outcomes = await fuzz({ name: 'transferToStepwiseAI', schema: transferToStepwiseAIPayload, handler: handler as never, base, countedTables: ['call_counts'] })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('getOnboardingRedirect', async () => {
    const base = { onboardingType: 'leadership', platform: 'ios', userId: 'uid-fuzz' }
    const outcomes = await fuzz({ name: 'getOnboardingRedirect', schema: getOnboardingRedirectPayload, handler: getOnboardingRedirectWith(seedServices) as never, base })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('getEntitlement', async () => {
    const outcomes = await fuzz({ name: 'getEntitlement', schema: getEntitlementPayload, handler: getEntitlementWith(db) as never, base: { onboardingType: 'leadership' } })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('requestRefund', async () => {
    const handler = requestRefundWith({ db, providerOf: () => provider, content: () => seedServices().content })
    const outcomes = await fuzz({ name: 'requestRefund', schema: requestRefundPayload, handler: handler as never, base: { onboardingType: 'leadership', reason: 'Not for me' } })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)

  it('waitForLaunch', async () => {
    const outcomes = await fuzz({ name: 'waitForLaunch', schema: waitForLaunchPayload, handler: waitForLaunchWith(db) as never, base: { onboardingType: 'leadership' } })
    expect(outcomes['invalid-argument']).toBeGreaterThan(500)
  }, 60_000)
})
