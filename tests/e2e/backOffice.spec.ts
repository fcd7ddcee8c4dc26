import { expect, test, type Page } from '@playwright/test'
import { postSandboxEvent, sandboxEvent } from '../../functions/src/payments/sandboxWebhook'
import { E2E } from './fixtures/e2eSettings'
import { closeDatabase, countRows, emailJobsOf, ordersOf, recordedSessionsOf, refundsOf } from './fixtures/database'
import { caughtFor, parsedMessage, purposeCounts, waitForCaught } from './fixtures/caughtMail'
import { sendDueEmails } from './fixtures/emailWorker'
import { payOnSandboxPage, shownPrice, stubAppStores, uniqueEmail, visitAs } from './fixtures/purchase'
import { forceVariants } from './fixtures/variants'
import { paysFrom } from './fixtures/country'

/**
 * The back office end to end: Chromium against the functions emulator, the sandbox (which posts
 * signed webhooks to stripeWebhook as Stripe would) and the run's PostgreSQL database. What the
 * server recorded is read from the database; what was mailed, from the run's mail catcher.
 */

const WEBHOOK_URL = `http://127.0.0.1:${E2E.functionsPort}/${E2E.projectId}/us-central1/stripeWebhook`
/** The functions' sandbox folder (beside the sinks), where its webhook secret lives. */
const SANDBOX_ENV = { SANDBOX_DIR: E2E.sandboxDir }

test.beforeEach(async ({ page }) => stubAppStores(page))
test.afterAll(closeDatabase)

test('a leadership trial paid and the tab closed before the return: every e-mail still arrives, one of each', async ({ page }) => {
  const email = uniqueEmail('closed-tab')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout', pricingSetKey: 'default' })
  await page.goto('/leadership/offer')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  // The return to the funnel never loads: the visitor is gone the moment the card page answers.
  await page.route(/payment_return=true/, (route) => route.abort())
  const returning = page.waitForRequest(/payment_return=true/)
  await payOnSandboxPage(page)
  await returning
  await page.close()

  // Fulfilment sends some e-mails at once and schedules the rest; the worker's next pass sends what is due now.
  await expect.poll(async () => (await emailJobsOf(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await sendDueEmails(new Date())
  await expect.poll(() => purposeCounts(email), { timeout: 30_000 }).toEqual({ welcome: 1, results: 1, payment_confirmation: 1 })
  const [order] = await ordersOf(email)
  expect(order).toMatchObject({ kind: 'trial', status: 'confirmed', plan_id: 'yearly', currency: 'USD' })
  expect(await ordersOf(email)).toHaveLength(1)
  const followUps = (await emailJobsOf(email)).filter((job) => job.state === 'pending')
  expect(followUps.length).toBeGreaterThanOrEqual(2)
  expect(new Set(followUps.map((job) => job.template_key)).size).toBe(followUps.length)
})

test('a screendetox package paid, then its webhook replayed: one order, one e-mail', async ({ page }) => {
  const email = uniqueEmail('replayed')
  await visitAs(page, email)
  // Screen detox is sold in złoty in Poland only.
  await paysFrom(page, 'PL')
  await page.goto('/screendetox/complete-package-selection')
  await shownPrice(page, 'gold')
  await page.locator('[data-plan="gold"]').click()
  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page)
  await expect(page).toHaveURL(/\/screendetox\/congrats$/, { timeout: 30_000 })
  await expect.poll(() => ordersOf(email), { timeout: 30_000 }).toHaveLength(1)
  const [order] = await ordersOf(email)
  expect(order).toMatchObject({ kind: 'one_time', plan_id: 'gold', currency: 'PLN' })
  await expect.poll(async () => (await caughtFor(email)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const mailedBefore = await purposeCounts(email)
  const jobsBefore = (await emailJobsOf(email)).length

  // Stripe retries an event with the same id, and may also send another event about the same session.
  const completed = sandboxEvent('checkout.session.completed', { id: order?.checkout_session_id, object: 'checkout.session' })
  for (const event of [completed, completed, sandboxEvent('checkout.session.completed', { id: order?.checkout_session_id, object: 'checkout.session' })]) {
    expect(await postSandboxEvent(event, WEBHOOK_URL, { env: SANDBOX_ENV, backOffMs: [] })).toBe(true)
  }
  expect(await ordersOf(email)).toHaveLength(1)
  expect(await purposeCounts(email)).toEqual(mailedBefore)
  expect(Object.values(mailedBefore).every((count) => count === 1)).toBe(true)
  expect((await emailJobsOf(email)).length).toBe(jobsBefore)
})

test('a forged webhook is answered 400 and writes nothing', async ({ request }) => {
  const before = await Promise.all([countRows('webhook_events'), countRows('orders'), countRows('refunds')])
  const body = JSON.stringify(sandboxEvent('checkout.session.completed', { id: 'cs_sandbox_000000000000000000000000', object: 'checkout.session' }))
  const forged = await request.post(WEBHOOK_URL, { data: body, headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } })
  expect(forged.status()).toBe(400)
  const unsigned = await request.post(WEBHOOK_URL, { data: body, headers: { 'content-type': 'application/json' } })
  expect(unsigned.status()).toBe(400)
  expect(await Promise.all([countRows('webhook_events'), countRows('orders'), countRows('refunds')])).toEqual(before)
})

test('a refund asked for in the waiting room is refunded through the provider and recorded, with the provider\'s charge.refunded', async ({ page }) => {
  const email = uniqueEmail('refund')
  await visitAs(page, email)
  await page.goto('/screendetoxexp/complete-package-selection')
  await shownPrice(page, 'start')
  await page.locator('[data-plan="start"]').click()
  await page.getByRole('main').locator('.primary-button').last().click()
  await payOnSandboxPage(page)
  await expect(page).toHaveURL(/\/screendetoxexp\/congrats$/, { timeout: 30_000 })
  const refundedEvents = await countRows('webhook_events')

  await page.getByRole('button', { name: 'I want a refund' }).click()
  await expect(page.getByRole('main')).toContainText(/Refunded: /, { timeout: 30_000 })
  const [refund] = await refundsOf(email)
  expect(refund).toMatchObject({ status: 'succeeded' })
  expect(refund?.provider_refund_id).toMatch(/^re_/)
  expect(await refundsOf(email)).toHaveLength(1)
  expect(await ordersOf(email)).toEqual([expect.objectContaining({ status: 'refunded' })])
  // The sandbox sent charge.refunded to the webhook, which found the refund already recorded.
  expect(await countRows('webhook_events')).toBe(refundedEvents + 1)
  // Nothing more is promised to a refunded buyer except the refund's own confirmation, which then
  // arrives with the business days the waiting room showed.
  expect((await emailJobsOf(email)).filter((job) => job.state === 'pending').map((job) => job.template_key)).toEqual(['refundConfirmation'])
  await sendDueEmails(new Date())
  const confirmation = await parsedMessage(await waitForCaught(email, { template: 'refundConfirmation' }))
  expect(confirmation.text).toMatch(/(5–7|3–5) business days/)
})

/**
 * Rewrites the browser's createPaymentCheckout payload before it leaves, as a tampering visitor
 * would. The request also gets the geo header production's load balancer adds (X-Country-Code),
 * here saying the visitor is in the US.
 */
async function tamperWithCheckout(page: Page, change: (data: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route('**/createPaymentCheckout', async (route) => {
    const body = route.request().postDataJSON() as { data: Record<string, unknown> }
    await route.continue({ postData: JSON.stringify({ data: change(body.data) }), headers: { ...route.request().headers(), 'x-country-code': 'US' } })
  })
}

test('a US visitor\'s checkout call asking for another pricing set in pounds is charged the assigned set in dollars', async ({ page }) => {
  const email = uniqueEmail('tamper')
  await visitAs(page, email)
  await forceVariants(page, 'leadership', { payWallCheckoutTypeKey: 'checkout', pricingSetKey: 'default' })
  await tamperWithCheckout(page, (data) => ({ ...data, pricingSet: 'second', priceOptionId: 'leadership_v1.second.yearly.gbp', countryCode: 'GB' }))
  await page.goto('/leadership/offer')
  expect(await shownPrice(page, 'yearly')).toContain('59.99')
  await page.getByRole('main').locator('.primary-button').last().click()
  await expect(page).toHaveURL(/\/sandboxCheckout\?/, { timeout: 30_000 })
  const [session] = await recordedSessionsOf(email)
  expect(session).toMatchObject({ pricing_set: 'default', plan_id: 'yearly', currency: 'USD', discount_percent: null })
  // The default set's yearly price in dollars, not the second set's 49.99 or its pounds.
  expect(Number(session?.amount)).toBe(59.99)
})

test('deeps: a visitor never shown the discount paywall who asks for 70 % off pays the full price', async ({ page }) => {
  const email = uniqueEmail('tamper-deeps')
  await visitAs(page, email)
  await forceVariants(page, 'deeps', { payWallTypeKey: 'freeTrial' })
  await tamperWithCheckout(page, (data) => ({ ...data, priceOptionId: 'ds_v1.default.yearly-full.usd.off70', metadata: { ...(data.metadata as object), discountPercent: 70 } }))
  await page.goto('/deeps/offer-trial')
  await shownPrice(page, 'yearly')
  await page.getByRole('main').locator('.primary-button').last().click()
  await expect(page).toHaveURL(/\/sandboxCheckout\?/, { timeout: 30_000 })
  const [session] = await recordedSessionsOf(email)
  expect(session).toMatchObject({ plan_id: 'yearly', discount_percent: null })
  expect(Number(session?.amount)).toBe(59.99)
})
