import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, elementsRequestSchema, statusRequestSchema } from '../../../schemas/payments/wire'
import { getEntitlementPayload, getEntitlementWith } from '../backOffice/getEntitlement'
import { requestRefundPayload, requestRefundWith } from '../backOffice/requestRefund'
import { runCallable, type Handler, type PayloadSchema } from '../callable'
import { callerOnly } from '../completion/callerOnly'
import { seedServices } from '../completion/completionFixture'
import { scheduleFollowUpEmailsPayload, scheduleFollowUpEmailsWith } from '../completion/scheduleFollowUpEmails'
import { sendOnboardingEmailPayload, sendOnboardingEmailWith } from '../completion/sendOnboardingEmail'
import { transferToStepwiseAI, transferToStepwiseAIPayload } from '../completion/transferToStepwiseAI'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { fakeContext } from '../fakeContext'
import { waitForLaunchPayload, waitForLaunchWith } from '../lifecycle/waitForLaunch'
import { createElementsSubscription, createPaymentCheckout, getPaymentStatus } from '../payments/callables'
import { seedPaymentServices } from '../payments/paymentServicesFixture'
import { usePaymentsDirs } from '../payments/paymentsFixture'
import { createSandboxProvider } from '../payments/sandboxProvider'
import { folderBytes, tableCounts } from './fuzzKit'

const dirs = usePaymentsDirs()
const database = useTestDatabase(DATABASE_ENGINES[0])
const db = () => database.db
const payments = () => seedPaymentServices(database)
const purchase = { provider: 'stripe', onboardingType: 'leadership', priceOptionId: 'yearly', countryCode: 'US', customerEmail: 'ada@example.com' }
const provider = createSandboxProvider({ pageUrl: 'http://127.0.0.1:1/sandboxCheckout' })

/** Every callable that acts for a visitor, with a payload it would accept from one. */
const visitorCallables: [string, PayloadSchema, Handler<never, unknown>, Record<string, unknown>][] = [
  ['createPaymentCheckout', checkoutRequestSchema, (p, c) => createPaymentCheckout(p, c, payments()), { ...purchase, successUrl: 'http://localhost:5173/leadership/checkout' }],
  ['createElementsSubscription', elementsRequestSchema, (p, c) => createElementsSubscription(p, c, payments()), purchase],
  ['getPaymentStatus', statusRequestSchema, (p, c) => getPaymentStatus(p, c, payments()), { provider: 'stripe', sessionId: 'cs_sandbox_0123456789abcdef01234567' }],
  ['sendOnboardingEmail', sendOnboardingEmailPayload, callerOnly('sendOnboardingEmail', sendOnboardingEmailWith(seedServices), { db }) as never, { onboardingType: 'leadership', purpose: 'welcome', email: 'ada@example.com', language: 'en', userId: 'uid-1' }],
  ['scheduleFollowUpEmails', scheduleFollowUpEmailsPayload, callerOnly('scheduleFollowUpEmails', scheduleFollowUpEmailsWith(seedServices), { db }) as never, { onboardingType: 'leadership', email: 'ada@example.com', language: 'en', userId: 'uid-1' }],
  ['transferToStepwiseAI', transferToStepwiseAIPayload, callerOnly('transferToStepwiseAI', transferToStepwiseAI, { db }) as never, { onboardingType: 'leadership', userId: 'uid-1', language: 'en', profile: { answers: {} } }],
  ['getEntitlement', getEntitlementPayload, getEntitlementWith(db) as never, { onboardingType: 'leadership' }],
  ['requestRefund', requestRefundPayload, requestRefundWith({ db, providerOf: () => provider }) as never, { onboardingType: 'leadership' }],
  ['waitForLaunch', waitForLaunchPayload, waitForLaunchWith(db) as never, { onboardingType: 'leadership' }],
]

describe('callables that act for a visitor need an auth token', () => {
  it.each(visitorCallables)('%s without a token is unauthenticated, says why, and writes nothing', async (name, schema, handler, payload) => {
    const before = `${await tableCounts(database.db)} ${folderBytes(dirs.dir)}`
    await expect(runCallable(name, schema, handler as Handler<unknown, unknown>, payload, fakeContext({ clientIp: '203.0.113.9' }))).rejects.toMatchObject({
      code: 'unauthenticated',
      message: expect.stringMatching(/signed-in visitor|Sign in/),
    })
    expect(`${await tableCounts(database.db)} ${folderBytes(dirs.dir)}`).toBe(before)
  })
})
