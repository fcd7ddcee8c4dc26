import { describe, expect, it } from 'vitest'
import type { StatusAnswer } from '../../../schemas/payments/wire'
import { DATABASE_ENGINES, useTestDatabase } from '../db/dbTestKit'
import { confirmCheckout } from './confirmCheckout'
import { confirmForCaller } from './confirmForCaller'
import { fakeServices, givenCheckoutSession } from './fulfilmentFixture'
import { courseLoginUrlOf, STALE_CLAIM_MS } from './fulfilmentSteps'

const NOW = new Date('2026-05-01T12:00:00Z')

const paidTrial = (overrides: Partial<StatusAnswer> = {}): StatusAnswer => ({
  sessionId: 'cs_test_leadership_1',
  status: 'complete',
  paymentStatus: 'no_payment_required',
  paid: true,
  mode: 'subscription',
  customerId: 'cus_1',
  customerEmail: 'Ada@Example.com',
  amount: 0,
  currency: 'USD',
  trialDays: 7,
  transactionId: 'sub_1',
  ...overrides,
})

describe.each(DATABASE_ENGINES)('confirmCheckout on %s', (engine) => {
  const database = useTestDatabase(engine)
  const templatesOf = (fake: ReturnType<typeof fakeServices>) => fake.sent.map((email) => email.templateKey).sort()

  it('records customer, order and subscription, completes the session, sends each configured e-mail and schedules the follow-ups', async () => {
    const { db } = database
    await givenCheckoutSession(db)
    const fake = fakeServices()
    const confirmation = await confirmCheckout(db, paidTrial(), { services: fake.services, now: () => NOW })

    expect(confirmation).toMatchObject({ fulfilled: true, order: { kind: 'trial', amount: '0.00', currency: 'USD', uid: 'uid-buyer', transactionId: 'sub_1', status: 'confirmed', language: 'pl' } })
    expect(await db.selectFrom('customers').select(['email', 'uid', 'providerCustomerId']).execute()).toEqual([{ email: 'ada@example.com', uid: 'uid-buyer', providerCustomerId: 'cus_1' }])
    expect(await db.selectFrom('subscriptions').select(['id', 'status', 'trialEnd', 'orderId']).execute()).toEqual([
      { id: 'sub_1', status: 'trialing', trialEnd: new Date('2026-05-08T12:00:00Z'), orderId: confirmation?.order.id },
    ])
    expect(await db.selectFrom('checkoutSessions').select('status').executeTakeFirst()).toEqual({ status: 'complete' })

    expect(templatesOf(fake)).toEqual(['courseAccess', 'welcome'])
    expect(fake.sent.every((email) => email.to === 'ada@example.com' && email.language === 'pl')).toBe(true)
    expect(fake.enrolments).toEqual([expect.objectContaining({ courseId: 'leadership-course-001', email: 'ada@example.com', userId: 'uid-buyer' })])
    expect(await courseLoginUrlOf(db, confirmation!.order.id)).toBe('https://courses.test/login?enrollment=enr-1')

    const jobs = await db.selectFrom('emailJobs').select(['templateKey', 'state', 'recipient', 'sendAt', 'variables']).orderBy('sendAt').execute()
    expect(jobs).toEqual([
      { templateKey: 'results', state: 'pending', recipient: 'ada@example.com', sendAt: NOW, variables: { resultName: 'Coaching' } },
      { templateKey: 'followUpWeek1', state: 'pending', recipient: 'ada@example.com', sendAt: new Date('2026-05-08T12:00:00Z'), variables: { resultName: 'Coaching' } },
      { templateKey: 'followUpMonth1', state: 'pending', recipient: 'ada@example.com', sendAt: new Date('2026-05-31T12:00:00Z'), variables: { resultName: 'Coaching' } },
    ])
  })

  it('an unpaid session or one no checkout of ours created confirms nothing', async () => {
    const { db } = database
    await givenCheckoutSession(db)
    const fake = fakeServices()
    expect(await confirmCheckout(db, paidTrial({ paid: false, status: 'open', paymentStatus: 'unpaid' }), { services: fake.services })).toBeNull()
    expect(await confirmCheckout(db, paidTrial({ sessionId: 'cs_test_someone_else' }), { services: fake.services })).toBeNull()
    expect(await db.selectFrom('orders').selectAll().execute()).toEqual([])
    expect(fake.sent).toEqual([])
  })

  it('a second confirmation (a reload, a replayed webhook) sends nothing again', async () => {
    const { db } = database
    await givenCheckoutSession(db)
    const fake = fakeServices()
    const first = await confirmCheckout(db, paidTrial(), { services: fake.services })
    const second = await confirmCheckout(db, paidTrial(), { services: fake.services })
    expect(second?.order.id).toBe(first?.order.id)
    expect(fake.sent).toHaveLength(2)
    expect(await db.selectFrom('emailJobs').select('id').execute()).toHaveLength(3)
  })

  it('the return page and the webhook at the same time: one order, one of each e-mail, the follow-ups once', async () => {
    const { db } = database
    await givenCheckoutSession(db, { onboardingType: 'parenting', variants: {} })
    const fake = fakeServices()
    fake.delayMs = 30
    const [fromReturn, fromWebhook] = await Promise.all([
      confirmCheckout(db, paidTrial(), { services: fake.services }),
      confirmCheckout(db, paidTrial(), { services: fake.services, waitForOthersMs: 5_000 }),
    ])
    expect(fromReturn?.order.id).toBe(fromWebhook?.order.id)
    // The webhook waits for the steps the return page holds; the return page does not wait.
    expect(fromWebhook?.fulfilled).toBe(true)
    expect(templatesOf(fake)).toEqual(['courseAccess', 'welcome'])
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(1)
    // parenting: the results e-mail, daily tips on the mornings of days 1-7, week 1, month 1 (and the trial reminder), once.
    const keys = (await db.selectFrom('emailJobs').select('templateKey').execute()).map((job) => job.templateKey)
    expect(keys.filter((key) => key === 'dailyTips')).toHaveLength(7)
    expect(keys.filter((key) => key !== 'dailyTips').sort()).toEqual(['followUpMonth1', 'followUpWeek1', 'results', 'trialReminder'])
  })

  it('a failed step is retried by the next confirmation and the steps already done are not repeated', async () => {
    const { db } = database
    await givenCheckoutSession(db, { variants: {} })
    const fake = fakeServices()
    fake.failNextSend = true
    await expect(confirmCheckout(db, paidTrial(), { services: fake.services })).rejects.toThrow('the mail provider is down')
    // The welcome failed; the payment confirmation went out, and the later e-mails were scheduled.
    expect(templatesOf(fake)).toEqual(['courseAccess'])
    expect(await confirmCheckout(db, paidTrial(), { services: fake.services })).toMatchObject({ fulfilled: true })
    expect(templatesOf(fake)).toEqual(['courseAccess', 'welcome'])
    expect(await db.selectFrom('emailJobs').select('id').execute()).toHaveLength(3)
  })

  it('a step left running by a crashed run is taken over once its claim is stale, not before', async () => {
    const { db } = database
    await givenCheckoutSession(db, { variants: {} })
    const fake = fakeServices()
    await confirmCheckout(db, paidTrial(), { services: fake.services, now: () => NOW })
    const order = await db.selectFrom('orders').select('id').executeTakeFirstOrThrow()
    // As if a run had claimed the welcome and died before sending it.
    await db.updateTable('fulfilmentSteps').set({ state: 'running', doneAt: null }).where('step', '=', 'welcome:email').execute()
    await db.deleteFrom('fulfilmentSteps').where('step', '=', 'fulfilled').execute()
    fake.sent.length = 0

    const fresh = await confirmCheckout(db, paidTrial(), { services: fake.services, now: () => new Date(NOW.getTime() + 60_000) })
    expect(fresh?.fulfilled).toBe(false)
    expect(fake.sent).toEqual([])
    const later = await confirmCheckout(db, paidTrial(), { services: fake.services, now: () => new Date(NOW.getTime() + STALE_CLAIM_MS + 1_000) })
    expect(later?.fulfilled).toBe(true)
    expect(templatesOf(fake)).toEqual(['welcome'])
    expect(await db.selectFrom('fulfilmentSteps').select('attempts').where('orderId', '=', order.id).where('step', '=', 'welcome:email').executeTakeFirst()).toEqual({ attempts: 2 })
  })

  it('getPaymentStatus confirms only for the caller who owns the session', async () => {
    const { db } = database
    await givenCheckoutSession(db)
    const fake = fakeServices()
    await confirmForCaller(paidTrial(), 'uid-someone-else', () => db, { services: fake.services })
    await confirmForCaller(paidTrial(), null, () => db, { services: fake.services })
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([])
    await confirmForCaller(paidTrial(), 'uid-buyer', () => db, { services: fake.services })
    expect(await db.selectFrom('orders').select('uid').execute()).toEqual([{ uid: 'uid-buyer' }])
    expect(fake.sent).toHaveLength(2)
  })
})
